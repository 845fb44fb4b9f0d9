import { describeInEnglish } from '../i18n/describeInEnglish';
import { toProblems } from '../schema/issues';
import { findShareFragment } from '../schema/shareFragment';
import type { HostMessageBody } from './fromHost';
import { envelopeOf, FRAME_ID, PARAM_NAMES, parseParams, PROTOCOL, PROTOCOL_VERSION } from './protocol';
import { type WidgetMessage, WidgetMessageSchema } from './toHost';

/**
 * The embed loader, published at a versioned path (/embed/v1.js) and never changed incompatibly:
 * snippets pasted into other sites cannot be recalled. One line embeds the widget:
 *
 *   <script src="https://sizer.example/embed/v1.js" data-nodes="6" data-rf="3" async></script>
 *
 * It puts a sandboxed, titled iframe after the script (or into `data-target`), passes the data
 * attributes (validated here, and again by the widget) and a share link (`data-link`), sizes the
 * frame to its content, and relays the widget's messages to the page as `hci-sizer` DOM events.
 * Messages are accepted only from the widget's origin and this frame's window, and only when they
 * pass the protocol's schema. Built to public/embed/v1.js by `npx tsx scripts/build-embed.ts`.
 */

interface EmbedHandle {
  frameId: string;
  iframe: HTMLIFrameElement;
  /** Opens a config in the widget (validated there; an invalid one comes back as an `error` event). */
  setConfig(config: unknown): void;
  /** Opens a share link (a full URL or its `#v1.` fragment) in the widget. */
  setLink(link: string): void;
  /** Asks the widget to send its config and result again. */
  requestState(): void;
}

interface EmbedRegistry {
  version: number;
  frames: Record<string, EmbedHandle>;
}

declare global {
  interface Window {
    HciSizerEmbed?: EmbedRegistry;
  }
}

const SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox';
const DEFAULT_TITLE = 'HCI cluster calculator';
const warn = (text: string) => console.warn(`HCI Sizer embed: ${text}`);

function embed(script: HTMLScriptElement): void {
  if (script.dataset.hciSizerEmbedded) return;
  script.dataset.hciSizerEmbedded = 'true';
  const src = new URL(script.src, location.href);
  const widgetOrigin = src.origin;
  const registry = (window.HciSizerEmbed ??= { version: PROTOCOL_VERSION, frames: {} });

  const attrs: Record<string, string | undefined> = {};
  for (const name of PARAM_NAMES) attrs[name] = script.getAttribute(`data-${name}`) ?? undefined;
  const { params, issues } = parseParams(attrs);
  for (const p of toProblems(issues)) warn(`data-${p.path} ${describeInEnglish(p)}; it is ignored.`);

  let frameId = script.dataset.id ?? '';
  if (!FRAME_ID.test(frameId) || registry.frames[frameId]) {
    if (frameId) warn(`data-id must be unique and use only letters, digits, "-" and "_" (up to 64); a generated id is used.`);
    frameId = `hci-sizer-${Object.keys(registry.frames).length + 1}-${Math.random().toString(36).slice(2, 8)}`;
  }

  const url = new URL('../widget.html', src);
  for (const name of PARAM_NAMES) {
    const value = params[name as keyof typeof params];
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  url.searchParams.set('host', location.origin);
  url.searchParams.set('frame', frameId);
  const link = script.dataset.link;
  if (link !== undefined) {
    const fragment = findShareFragment(link.trim());
    if (fragment && fragment.length <= 70_000) url.hash = fragment;
    else warn('data-link must be a share link of the sizer (a URL ending in #v1.…); it is ignored.');
  }

  const iframe = document.createElement('iframe');
  iframe.src = url.href;
  iframe.title = params.title || DEFAULT_TITLE;
  iframe.setAttribute('sandbox', SANDBOX);
  iframe.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  iframe.dataset.frameId = frameId;
  iframe.style.cssText = 'display:block;width:100%;max-width:100%;height:520px;border:0;overflow:hidden;color-scheme:normal';

  const targetId = script.dataset.target;
  const target = targetId ? document.getElementById(targetId) : null;
  if (targetId && !target) warn(`data-target "${targetId}" names no element; the widget goes after the script.`);
  if (target) target.append(iframe);
  else script.after(iframe);

  // Messages to the widget wait until it says it is ready.
  let ready = false;
  const queue: HostMessageBody[] = [];
  const send = (body: HostMessageBody) => {
    if (!ready) return void queue.push(body);
    iframe.contentWindow?.postMessage({ ...envelopeOf(frameId), ...body }, widgetOrigin);
  };

  window.addEventListener('message', (e) => {
    if (e.origin !== widgetOrigin || e.source !== iframe.contentWindow) return;
    const parsed = WidgetMessageSchema.safeParse(e.data);
    if (!parsed.success || parsed.data.frameId !== frameId) return;
    const message: WidgetMessage = parsed.data;
    if (message.type === 'ready') {
      ready = true;
      queue.splice(0).forEach(send);
    }
    if (message.type === 'resize') iframe.style.height = `${Math.ceil(message.height)}px`;
    iframe.dispatchEvent(new CustomEvent('hci-sizer', { bubbles: true, detail: message }));
  });

  registry.frames[frameId] = {
    frameId,
    iframe,
    setConfig: (config) => send({ type: 'set-config', config }),
    setLink: (value) => send({ type: 'set-link', link: value }),
    requestState: () => send({ type: 'request-state' }),
  };
}

const current = document.currentScript;
if (current instanceof HTMLScriptElement && current.src) embed(current);
else warn(`load this script with a <script src> tag (protocol ${PROTOCOL} ${PROTOCOL_VERSION}).`);
