/**
 * The e2e servers' ports. E2E_PORT moves them, so two checkouts can run their suites at once
 * without one reusing the other's preview of another build.
 */
export const SIZER_PORT = Number(process.env.E2E_PORT ?? 4173);
export const HOST_PORT = SIZER_PORT + 1;
export const SIZER_ORIGIN = `http://127.0.0.1:${SIZER_PORT}`;
export const HOST_ORIGIN = `http://127.0.0.1:${HOST_PORT}`;
