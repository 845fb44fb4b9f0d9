import type { DecodeResult } from '../schema/shareLink';
import { loadShareCodec } from './shareCodec';

/**
 * Links up to this length are read on the page: a few milliseconds, less than starting a worker.
 * Longer ones (an inventory of hundreds of VM groups) are read in a worker.
 */
export const READ_ON_PAGE_MAX_CHARS = 2_000;

const onPage = (fragment: string): Promise<DecodeResult> => loadShareCodec().then((codec) => codec.decodeShareLink(fragment));

/**
 * Decodes a share link without blocking the page. Where a worker cannot start or fails, the link
 * is read on the page instead: slower, never lost.
 */
export function decodeOffThread(fragment: string): Promise<DecodeResult> {
  if (fragment.length <= READ_ON_PAGE_MAX_CHARS || typeof Worker === 'undefined') return onPage(fragment);
  let worker: Worker;
  try {
    worker = new Worker(new URL('./linkDecode.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return onPage(fragment);
  }
  return new Promise<DecodeResult>((resolve) => {
    const settle = (result: DecodeResult | Promise<DecodeResult>) => {
      worker.terminate();
      resolve(result);
    };
    // JSON text from linkDecode.worker.ts: a decoded link is plain JSON data.
    worker.onmessage = (e: MessageEvent<string>) => settle(JSON.parse(e.data) as DecodeResult);
    worker.onerror = worker.onmessageerror = () => settle(onPage(fragment));
    worker.postMessage(fragment);
  });
}
