export type Codec = typeof import('./codec');

let loading: Promise<Codec> | null = null;

/** The codec chunk, fetched once. */
export const loadCodec = (): Promise<Codec> => (loading ??= import('./codec'));
