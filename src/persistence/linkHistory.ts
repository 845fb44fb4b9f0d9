import type { SizingConfig } from '../model/config';
import { findShareFragment } from '../schema/shareFragment';
import type { DecodeResult, LinkView } from '../schema/shareLink';
import { loadShareCodec } from './shareCodec';
import { isOwnEntry, type LinkWindow, setFragment } from './linkLocation';

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

/** Within a burst of typing the address is rewritten at most this often: a long link costs to encode and write. */
const REPLACE_MS = 250;

/**
 * Keeps the address bar on the current config. The first edit after a settled state adds a
 * history entry; further edits in the same burst replace it (replaceState while typing, the
 * latest at most every REPLACE_MS); a pause or leaving a field (`settle()`) ends the burst and
 * writes its last state. Back and forward then step through settled states, and the page is told
 * to open them. Writes happen one after another, in the order of the edits. Framework-free; the
 * hook wraps it.
 */
export class LinkHistory {
  private readonly w: LinkWindow;
  private readonly settleMs: number;
  private readonly onNavigate: LinkHistoryOptions['onNavigate'];
  private inBurst = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private replaceTimer: ReturnType<typeof setTimeout> | undefined;
  /** The burst's latest config, not yet in the address bar. */
  private pending: SizingConfig | null = null;
  private queue: Promise<void> = Promise.resolve();
  /** Moves on when the user navigates: writes queued before then are dropped. */
  private epoch = 0;
  private lastFragment: string | null;
  /** What the links carry of the page's view: the unit (TB adds `~TB`) and the cluster on screen (`~c2`). */
  private view: LinkView = {};

  constructor(options: LinkHistoryOptions) {
    this.w = options.window ?? window;
    this.settleMs = options.settleMs ?? 1000;
    this.onNavigate = options.onNavigate;
    this.lastFragment = findShareFragment(this.w.location.hash);
    this.w.addEventListener('popstate', this.onPopState);
  }

  /**
   * The page's config changed (or was opened): follow it. The first call only replaces; with
   * `addressHolds` (the page opened on exactly the link in the address) it only marks the entry as
   * the page's own, without encoding again what the address already says.
   */
  update(config: SizingConfig, options: { initial?: boolean; addressHolds?: boolean } & LinkView = {}): Promise<void> {
    const initial = options.initial === true;
    this.view = {
      capacityUnit: options.capacityUnit ?? this.view.capacityUnit,
      clusterIndex: options.clusterIndex ?? this.view.clusterIndex,
    };
    if (initial && options.addressHolds && this.lastFragment !== null) {
      setFragment(this.lastFragment, false, this.w);
      return this.queue;
    }
    if (!initial) {
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.settle(), this.settleMs);
    }
    if (!initial && this.inBurst) {
      this.pending = config;
      this.replaceTimer ??= setTimeout(() => void this.flush(), REPLACE_MS);
      return this.queue;
    }
    // A new burst starts now, so that the next keystroke joins it whatever the encoding's speed.
    if (!initial) this.inBurst = true;
    return this.write(config, initial ? 'initial' : 'push');
  }

  /** Ends the current burst, writing its last state: the next edit starts a new history entry. */
  settle(): void {
    void this.flush();
    clearTimeout(this.timer);
    this.inBurst = false;
  }

  dispose(): void {
    clearTimeout(this.timer);
    clearTimeout(this.replaceTimer);
    this.w.removeEventListener('popstate', this.onPopState);
    // A link still being encoded is not written into an address the page no longer owns.
    this.epoch++;
  }

  private flush(): Promise<void> {
    clearTimeout(this.replaceTimer);
    this.replaceTimer = undefined;
    const config = this.pending;
    this.pending = null;
    return config ? this.write(config, 'replace') : this.queue;
  }

  private write(config: SizingConfig, how: 'initial' | 'push' | 'replace'): Promise<void> {
    const epoch = this.epoch;
    const task = async () => {
      const encoded = await (await loadShareCodec()).encodeShareLink(config, this.view);
      if (epoch !== this.epoch || !encoded.ok) return;
      // The entry the page opened on becomes its own, even when the address already holds this link.
      if (encoded.fragment === this.lastFragment && how !== 'initial') return;
      setFragment(encoded.fragment, how === 'push' && this.lastFragment !== null, this.w);
      this.lastFragment = encoded.fragment;
    };
    this.queue = this.queue.then(task, task);
    return this.queue;
  }

  private onPopState = (): void => {
    const fragment = findShareFragment(this.w.location.hash);
    const own = isOwnEntry(this.w);
    clearTimeout(this.timer);
    clearTimeout(this.replaceTimer);
    this.replaceTimer = undefined;
    this.pending = null;
    this.inBurst = false;
    this.epoch++;
    if (fragment === null || fragment === this.lastFragment) return;
    this.lastFragment = fragment;
    // Loaded with the first link read: most visits never read one. A long link is read in a
    // worker and a short one on the page, so an earlier step may arrive after a later one: only
    // the entry the browser is on now opens.
    const epoch = this.epoch;
    void import('./decodeOffThread')
      .then(({ decodeOffThread }) => decodeOffThread(fragment))
      .then((r) => {
        if (epoch === this.epoch) this.onNavigate(r, { own });
      });
  };
}
