import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/model/defaultConfig';
import { connectToHost } from '../../src/widget/channel';
import type { HostMessage } from '../../src/widget/fromHost';
import { envelopeOf } from '../../src/widget/protocol';

const HOST = 'https://host.example';

/** The widget's window with its parent, and messages delivered as the browser would, counting reads of their data. */
function fakeWindow() {
  const parent = { postMessage: () => undefined };
  const listeners: ((e: MessageEvent) => void)[] = [];
  const win = {
    parent,
    addEventListener: (_: string, l: (e: MessageEvent) => void) => listeners.push(l),
    removeEventListener: () => undefined,
  };
  const counter = { reads: 0 };
  const send = (data: unknown, origin = HOST) => {
    const event = {
      source: parent,
      origin,
      get data() {
        // The browser unpacks a message's data when it is first read: this is what a flood costs.
        counter.reads++;
        return data;
      },
    };
    for (const l of listeners) l(event as unknown as MessageEvent);
  };
  return { win: win as unknown as Window, send, counter };
}

/** Collects what the channel hands over until `done` says the burst is through. */
function listen(win: Window, done: (got: HostMessage[]) => boolean): Promise<HostMessage[]> {
  const got: HostMessage[] = [];
  return new Promise((resolve) =>
    connectToHost(win, HOST, 'demo').onMessage((m) => {
      got.push(m);
      if (done(got)) resolve(got);
    }),
  );
}

const setConfig = (nodes: number) => ({
  ...envelopeOf('demo'),
  type: 'set-config',
  config: { ...defaultConfig(), name: `nodes ${nodes}` },
});

describe('the widget channel under a flood of host messages', () => {
  it('reads the data of only the last of 10,000 set-config messages, and hands over that one', async () => {
    const { win, send, counter } = fakeWindow();
    const got = listen(win, () => true);
    for (let i = 0; i < 10_000; i++) send(setConfig(i));
    const [message] = await got;
    expect(message).toMatchObject({ type: 'set-config', config: { name: 'nodes 9999' } });
    expect(counter.reads).toBe(1);
  });

  it('hands over the last command, then one answer to the state requests after it; earlier messages stay unread', async () => {
    const { win, send, counter } = fakeWindow();
    const got = listen(win, (g) => g.length === 2);
    send(setConfig(1));
    send({ ...envelopeOf('demo'), type: 'request-state' });
    send(setConfig(2));
    send({ ...envelopeOf('demo'), type: 'request-state' });
    send({ ...envelopeOf('demo'), type: 'request-state' });
    send({ ...envelopeOf('other'), type: 'set-config', config: {} });
    send({ ...envelopeOf('demo'), type: 'set-config', config: {} }, 'https://foreign.example');
    expect((await got).map((m) => (m.type === 'set-config' ? (m.config as { name: string }).name : m.type))).toEqual([
      'nodes 2',
      'request-state',
    ]);
    // The foreign origin's message is dropped unread; the other frame's, both requests and the command are read.
    expect(counter.reads).toBe(4);
  });
});
