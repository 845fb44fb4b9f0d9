import type { SizingConfig } from '../model/config';
import { findShareFragment } from '../schema/shareFragment';
import type { DecodeResult, EncodeResult } from '../schema/shareLink';
import { loadShareCodec } from './shareCodec';

/** The parts of `window` the share-link helpers touch, so tests can hand in their own. */
export interface LinkWindow {
  location: { hash: string; href: string };
  history: {
    readonly state?: unknown;
    pushState(data: unknown, unused: string, url?: string): void;
    replaceState(data: unknown, unused: string, url?: string): void;
  };
  addEventListener(type: 'popstate', listener: () => void): void;
  removeEventListener(type: 'popstate', listener: () => void): void;
}

const win = (): LinkWindow => window;

/** The config in the page's address, or null when the fragment is not a share link. Never throws. */
export async function readShareLinkFromLocation(w: LinkWindow = win()): Promise<DecodeResult | null> {
  const fragment = findShareFragment(w.location.hash);
  return fragment === null ? null : (await import('./decodeOffThread')).decodeOffThread(fragment);
}

/** Puts the config's link in the address bar: a new history entry (`push`) or in place. */
export async function writeShareLink(config: SizingConfig, options: { push: boolean }, w: LinkWindow = win()): Promise<EncodeResult> {
  const encoded = await (await loadShareCodec()).encodeShareLink(config);
  if (encoded.ok) setFragment(encoded.fragment, options.push, w);
  return encoded;
}

/** Marks the history entries the page wrote, so back and forward can be told from a link typed or pasted into the address bar. */
const OWN_ENTRY = { hciSizerLink: 1 } as const;

export function setFragment(fragment: string, push: boolean, w: LinkWindow = win()): void {
  if (w.location.hash === `#${fragment}`) {
    if (!isOwnEntry(w)) w.history.replaceState(OWN_ENTRY, '', w.location.href);
    return;
  }
  const url = w.location.href.replace(/#.*$/, '') + '#' + fragment;
  if (push) w.history.pushState(OWN_ENTRY, '', url);
  else w.history.replaceState(OWN_ENTRY, '', url);
}

/** Whether the history entry the browser is on now was written by setFragment. */
export function isOwnEntry(w: LinkWindow = win()): boolean {
  const state = w.history.state;
  return typeof state === 'object' && state !== null && (state as { hciSizerLink?: unknown }).hciSizerLink === 1;
}

/** The full URL that opens `fragment` on the page at `base` (the main page by default). */
export function shareUrl(fragment: string, base: string = window.location.href): string {
  return base.replace(/#.*$/, '') + '#' + fragment;
}
