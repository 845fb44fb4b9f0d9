import * as z from 'zod/mini';
import type { IndexedStorage } from './indexedStorage';
import { KEYS } from './keys';
import type { SessionStore } from './sessionStore';

const TAB_KEY = 'hci-sizer.tab';
const CHANNEL = 'hci-sizer.tabs';
/** How long a new tab waits for the open ones to answer before it takes over the work of closed ones. */
const ANSWER_MS = 500;

/** Built with the first message: a tab alone hears none. */
const tabMessage = () =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('who') }),
    z.object({ type: z.literal('scenarios-changed') }),
    z.object({
      type: z.literal('here'),
      tabId: z.string().check(z.maxLength(64)),
      scenarioId: z.nullable(z.string().check(z.maxLength(64))),
    }),
  ]);

/** This tab's id, kept in sessionStorage so that it survives reloads; undefined where that is refused. */
export function currentTabId(): string | undefined {
  try {
    const s = globalThis.sessionStorage;
    const known = s.getItem(TAB_KEY);
    if (known) return known;
    const id = `t${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 6).toString(36)}`;
    s.setItem(TAB_KEY, id);
    return id;
  } catch {
    return undefined;
  }
}

/**
 * Tabs of the sizer tell each other they are open: a new tab keeps the unsaved work of tabs that
 * have closed (as scenarios), and a tab hears when another has the same scenario open. On
 * IndexedDB, which has no `storage` event, a tab also says when it wrote the saved scenarios, so
 * the others show the new list.
 */
export function watchTabs(store: SessionStore, tabId: string, indexed: IndexedStorage | null): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  const open = new Set<string>();
  const announce = () => channel.postMessage({ type: 'here', tabId, scenarioId: store.getState().current.scenarioId });
  let messages: ReturnType<typeof tabMessage> | undefined;
  channel.onmessage = (e: MessageEvent) => {
    const m = (messages ??= tabMessage()).safeParse(e.data);
    if (!m.success) return;
    if (m.data.type === 'who') return announce();
    if (m.data.type === 'scenarios-changed') {
      if (indexed) void indexed.reload().then(() => store.refreshScenarios());
      return;
    }
    const { tabId: other, scenarioId } = m.data;
    open.add(other);
    if (scenarioId === null) return;
    // Checked against what that tab stored, read again: its record was written after this page read the database.
    if (indexed) void indexed.reload().then(() => store.openElsewhere(other, scenarioId));
    else store.openElsewhere(other, scenarioId);
  };
  let scenarioId = store.getState().current.scenarioId;
  const unsubscribe = store.subscribe(() => {
    const next = store.getState().current.scenarioId;
    if (next !== scenarioId && next !== null) announce();
    scenarioId = next;
  });
  indexed?.listen({
    written: (keys) => {
      if (keys.includes(KEYS.scenarios)) channel.postMessage({ type: 'scenarios-changed' });
    },
  });
  channel.postMessage({ type: 'who' });
  announce();
  const timer = setTimeout(() => store.adoptClosedTabs(open), ANSWER_MS);
  return () => {
    clearTimeout(timer);
    unsubscribe();
    channel.close();
  };
}
