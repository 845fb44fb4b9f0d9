import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { BUILT_IN_NODE_TYPES } from '../model/catalogue';
import { defaultConfig } from '../model/defaultConfig';
import type { WordedProblem } from './toHost';
import { findShareFragment } from '../schema/shareFragment';
import { langFromTags } from '../schema/lang';
import { WIDGET_EN } from '../i18n/en/widget';
import { connectToHost } from './channel';
import { applyParams } from './essentials';
import { loadCodec } from './loadCodec';
import { FRAME_ID, PARAM_NAMES, parseOrigin, parseParams } from './protocol';
import { Widget } from './Widget';
import './widget.css';

// The widget takes no files: one dropped on it would be opened in its frame, in its place.
for (const type of ['dragover', 'drop']) {
  window.addEventListener(type, (e) => {
    if ((e as DragEvent).dataTransfer?.types.includes('Files')) e.preventDefault();
  });
}

/**
 * The widget page. Settings come from its URL: the loader's data attributes as query parameters,
 * `host` (the embedding page's origin) and `frame` (its id for this frame), and optionally a
 * share link in the fragment. Each is validated; what is wrong is shown and left out.
 */
async function start() {
  const query = new URLSearchParams(location.search);
  const { params, issues } = parseParams(Object.fromEntries(PARAM_NAMES.map((n) => [n, query.get(n)])));
  const startProblems: WordedProblem[] = [];
  // Wording problems is only needed when there are some: it comes with the codec.
  if (issues.length > 0) startProblems.push(...(await loadCodec()).settingProblems(issues));

  // Settings within their ranges keep a valid config valid; a link is decoded (and validated) first.
  const fragment = findShareFragment(location.hash);
  let config = defaultConfig();
  if (fragment) {
    const { decodeShareLink, wordProblems } = await loadCodec();
    const decoded = await decodeShareLink(fragment);
    config = decoded.config;
    if (!decoded.ok) startProblems.push(...wordProblems(decoded.problems, 'link'));
  }
  config = applyParams(config, params);

  // A `data-lang` the host set wins; otherwise the reader's browser decides. Japanese loads only when asked for.
  const lang = params.lang ?? langFromTags(navigator.languages ?? [navigator.language]);
  const messages = lang === 'ja' ? (await import('../i18n/ja/widget')).WIDGET_JA : WIDGET_EN;
  document.documentElement.lang = lang;

  const frame = query.get('frame');
  const channel = connectToHost(window, parseOrigin(query.get('host')), frame && FRAME_ID.test(frame) ? frame : null);
  const names = Object.fromEntries(BUILT_IN_NODE_TYPES.map((t) => [t.id, t.name]));
  const root = document.getElementById('widget')!;

  // Rendered at once, so the first height the host hears is the real one.
  const reactRoot = createRoot(root);
  flushSync(() =>
    reactRoot.render(
      <StrictMode>
        <Widget
          initial={config}
          nodeTypeNames={names}
          channel={channel}
          startProblems={startProblems}
          fullSizerUrl={new URL('./', location.href).href}
          messages={messages}
          lang={lang}
          {...(params.title !== undefined && { title: params.title })}
        />
      </StrictMode>,
    ),
  );

  // Auto height: the host sizes the frame to the content, whatever makes it grow or shrink.
  if (channel.connected) {
    let last = -1;
    const report = () => {
      const height = Math.ceil(root.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      channel.post({ type: 'resize', height });
    };
    new ResizeObserver(report).observe(root);
    channel.post({ type: 'ready' });
  }
}

void start();
