import type { SizingConfig } from '../../model/config';
import { findShareFragment } from '../../schema/shareFragment';
import type { DecodeResult } from '../../schema/shareLink';
import { loadShareCodec } from './codec';
import { isOwnEntry, type LinkWindow, setFragment } from './location';

export interface LinkHistoryOptions {
  /**
   * Called with the decoded link when the address changes to another state: back or forward to an
   * entry the page wrote (`own`), or a link typed or pasted into the address bar (not `own`).
   */
  onNavigate: (result: DecodeResult, how: { own: boolean }) => void;
  /** Quiet time after which a burst of edits counts as settled. */
  settleMs?: number;
  window?: LinkWindow;
}

/**
 * Keeps the address bar on the current config. The first edit after a settled state adds a
 * history entry; further edits in the same burst replace it (replaceState while typing); a pause
 * or leaving a field (`settle()`) ends the burst. Back and forward then step through settled
 * states, and the page is told to open them. Framework-free; the hook wraps it.
 */
export class LinkHistory {
  private readonly w: LinkWindow;
  private readonly settleMs: number;
  private readonly onNavigate: LinkHistoryOptions['onNavigate'];
  private inBurst = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private seq = 0;
  private lastFragment: string | null;

  constructor(options: LinkHistoryOptions) {
    this.w = options.window ?? window;
    this.settleMs = options.settleMs ?? 1000;
    this.onNavigate = options.onNavigate;
    this.lastFragment = findShareFragment(this.w.location.hash);
    this.w.addEventListener('popstate', this.onPopState);
  }

  /** The page's config changed (or was opened): follow it. The first call only replaces. */
  async update(config: SizingConfig, options: { initial?: boolean } = {}): Promise<void> {
    const seq = ++this.seq;
    const encoded = await (await loadShareCodec()).encodeShareLink(config);
    if (seq !== this.seq || !encoded.ok) return;
    // The entry the page opened on becomes its own, even when the address already holds this link.
    if (encoded.fragment === this.lastFragment && !options.initial) return;
    const push = !options.initial && !this.inBurst && this.lastFragment !== null;
    setFragment(encoded.fragment, push, this.w);
    this.lastFragment = encoded.fragment;
    if (options.initial) return;
    this.inBurst = true;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.settle(), this.settleMs);
  }

  /** Ends the current burst: the next edit starts a new history entry. */
  settle(): void {
    clearTimeout(this.timer);
    this.inBurst = false;
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.w.removeEventListener('popstate', this.onPopState);
  }

  private onPopState = (): void => {
    const fragment = findShareFragment(this.w.location.hash);
    const own = isOwnEntry(this.w);
    this.settle();
    this.seq++;
    if (fragment === null || fragment === this.lastFragment) return;
    this.lastFragment = fragment;
    void loadShareCodec()
      .then((codec) => codec.decodeShareLink(fragment))
      .then((r) => this.onNavigate(r, { own }));
  };
}
