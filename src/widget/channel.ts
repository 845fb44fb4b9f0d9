import type { HostMessage } from './fromHost';
import { loadCodec } from './loadCodec';
import { envelopeOf } from './protocol';
import type { WidgetMessageBody } from './toHost';

/** Messages arriving within this time of the first are handled together. */
const BURST_MS = 50;

/** The widget's side of the embed protocol: talks only to its parent window, at the host origin it was given. */
export interface Channel {
  readonly connected: boolean;
  post(body: WidgetMessageBody): void;
  onMessage(handler: (message: HostMessage) => void): () => void;
}

export function connectToHost(win: Window, hostOrigin: string | null, frameId: string | null): Channel {
  const parent = win.parent;
  if (!hostOrigin || !frameId || parent === win) {
    return { connected: false, post: () => undefined, onMessage: () => () => undefined };
  }
  return {
    connected: true,
    // The browser delivers the message only if the parent really is at hostOrigin.
    post: (body) => parent.postMessage({ ...envelopeOf(frameId), ...body }, hostOrigin),
    onMessage: (handler) => {
      // Origin and window first, synchronously, without reading the data: the browser unpacks a
      // message when its data is first read (about 40 µs for a config in Chromium, 0.4 s for
      // 10,000), so a burst keeps the events and reads them from the last back, only until its
      // last command. That command is validated and applied, and a state request after it gets
      // one answer; requests before it are answered by the config the widget reports on applying
      // it (or by the error if it is refused).
      let burst: MessageEvent[] = [];
      let scheduled = false;
      let queue = Promise.resolve();
      const deliver = async (events: MessageEvent[]) => {
        const { HostMessageSchema } = await loadCodec();
        let command: unknown;
        let request: unknown;
        for (let i = events.length - 1; i >= 0 && command === undefined; i--) {
          const data: unknown = events[i]!.data;
          // Only this frame's messages count; their type is read before any full validation.
          if (typeof data !== 'object' || data === null || (data as { frameId?: unknown }).frameId !== frameId) continue;
          const type = (data as { type?: unknown }).type;
          if (type === 'set-config' || type === 'set-link') command = data;
          else if (type === 'request-state') request ??= data;
        }
        for (const data of [command, request]) {
          if (data === undefined) continue;
          const m = HostMessageSchema.safeParse(data);
          if (m.success && m.data.frameId === frameId) handler(m.data);
        }
      };
      const listener = (e: MessageEvent) => {
        if (e.source !== parent || e.origin !== hostOrigin) return;
        burst.push(e);
        if (scheduled) return;
        scheduled = true;
        setTimeout(() => {
          const events = burst;
          burst = [];
          scheduled = false;
          queue = queue.then(() => deliver(events));
        }, BURST_MS);
      };
      win.addEventListener('message', listener);
      return () => win.removeEventListener('message', listener);
    },
  };
}
