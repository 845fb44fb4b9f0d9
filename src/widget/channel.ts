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
      // Origin and window first, synchronously. Then, per burst: only the last command is
      // validated and applied, and state requests get one answer after it, so a chatty host
      // cannot queue thousands of parses and replies.
      let burst: unknown[] = [];
      let scheduled = false;
      let queue = Promise.resolve();
      const deliver = async (messages: unknown[]) => {
        const { HostMessageSchema } = await loadCodec();
        // Only this frame's messages count; their type is read before any full validation.
        const mine = messages.filter((d) => typeof d === 'object' && d !== null && (d as { frameId?: unknown }).frameId === frameId);
        const typeOf = (d: unknown) => (d as { type?: unknown }).type;
        const command = mine.findLast((d) => typeOf(d) === 'set-config' || typeOf(d) === 'set-link');
        const request = mine.find((d) => typeOf(d) === 'request-state');
        for (const data of [command, request]) {
          if (data === undefined) continue;
          const m = HostMessageSchema.safeParse(data);
          if (m.success && m.data.frameId === frameId) handler(m.data);
        }
      };
      const listener = (e: MessageEvent) => {
        if (e.source !== parent || e.origin !== hostOrigin) return;
        burst.push(e.data);
        if (scheduled) return;
        scheduled = true;
        setTimeout(() => {
          const messages = burst;
          burst = [];
          scheduled = false;
          queue = queue.then(() => deliver(messages));
        }, BURST_MS);
      };
      win.addEventListener('message', listener);
      return () => win.removeEventListener('message', listener);
    },
  };
}
