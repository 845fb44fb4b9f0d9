import { Fragment, type ReactNode } from 'react';

/**
 * Fills a message template with React nodes. The params named in `isolate` are user text (names):
 * each goes into a <bdi>, so a name written right to left, or holding a stray direction override
 * (U+202E), cannot reorder the sentence around it. The text itself is unchanged.
 */
export function interpolateNodes(template: string, params: Record<string, ReactNode>, isolate: readonly string[] = []): ReactNode {
  return template.split(/(\{\w+\})/).map((part, i) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    if (name === undefined || !(name in params)) return part;
    return isolate.includes(name) ? <bdi key={i}>{params[name]}</bdi> : <Fragment key={i}>{params[name]}</Fragment>;
  });
}
