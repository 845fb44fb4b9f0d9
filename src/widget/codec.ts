/**
 * What the widget needs only once a link or a host's config is involved: config validation and
 * the share-link codec. Loaded on demand (loadCodec.ts), so the first paint carries neither.
 */
export { parseHostConfig } from './hostConfig';
export { decodeShareLink, encodeShareLink } from '../schema/shareLink';
export { HostMessageSchema } from './fromHost';
export { toProblems } from '../schema/issues';
