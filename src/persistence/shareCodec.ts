/**
 * The share-link codec (compact form, DEFLATE, base64url, salvage) is not needed to paint the
 * page: it loads as its own chunk, once, when a link is read, written or copied.
 */
export type ShareCodec = typeof import('../schema/shareLink');

let loading: Promise<ShareCodec> | null = null;

export const loadShareCodec = (): Promise<ShareCodec> => (loading ??= import('../schema/shareLink'));
