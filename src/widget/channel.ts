import type { HostMessage } from './fromHost';
import { loadCodec } from './loadCodec';
import { envelopeOf } from './protocol';
import type { WidgetMessageBody } from './toHost';

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
      // Origin and window first, synchronously; then the schema, in arrival order.
      let queue = Promise.resolve();
      const listener = (e: MessageEvent) => {
        if (e.source !== parent || e.origin !== hostOrigin) return;
        const data: unknown = e.data;
        queue = queue.then(async () => {
          const { HostMessageSchema } = await loadCodec();
          const m = HostMessageSchema.safeParse(data);
          if (m.success && m.data.frameId === frameId) handler(m.data);
        });
      };
      win.addEventListener('message', listener);
      return () => win.removeEventListener('message', listener);
    },
  };
}
