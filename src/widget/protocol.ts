import * as z from 'zod/mini';
import type { ProblemDetail } from '../schema/issues';
import { BUILT_IN_NODE_TYPES } from '../model/catalogue';
import { LIMITS } from '../schema/limits';
import { LANGS, type Lang } from '../schema/lang';

/**
 * The embed protocol, shared by the widget page and the loader script (public/embed/v1.js):
 * settings (data attributes and the widget URL) here; messages in toHost.ts (checked by the
 * loader) and fromHost.ts (checked by the widget, loaded with its codec: messages arrive after the
 * first paint). Every message carries `protocol` and `version`; both sides check the sender's
 * origin and window, then validate the message, and ignore anything else.
 * Documented in docs/embed.md: change it only compatibly, or as version 2 beside version 1.
 *
 * Kept lean: this module is in the widget's first paint, so its schemas use few Zod features.
 */
export const PROTOCOL = 'hci-sizer-widget';
export const PROTOCOL_VERSION = 1;
export const MAX_LINK = 70_000;
export const FRAME_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Built-in node types the widget offers: the hyper-converged ones of the catalogue. */
export const WIDGET_NODE_TYPES = BUILT_IN_NODE_TYPES.filter((t) => t.role === 'hci').map((t) => t.id) as [string, ...string[]];
export const HEADROOM_CHOICES = ['auto', 'n+0', 'n+1', 'n+2', 'n+3', 'n+4', 'n+5', 'n+6', 'n+7', 'n+8'] as const;
export const MAX_WIDGET_NODES = 64;

export type Body<M> = M extends unknown ? Omit<M, 'protocol' | 'version' | 'frameId'> : never;
export const envelopeOf = (id: string) => ({ protocol: PROTOCOL, version: PROTOCOL_VERSION, frameId: id }) as const;

// ---------------------------------------------------------------- settings (data attributes, URL)

/** Settings, by their data-attribute names without `data-` (also the widget URL's query names). */
export const PARAM_NAMES = ['node-type', 'nodes', 'rf', 'headroom', 'compression', 'dedup', 'title', 'lang'] as const;

const range = (min: number, max: number, whole = false) =>
  z.number().check(
    z.minimum(min),
    z.maximum(max),
    z.refine((v) => !whole || Number.isInteger(v), { params: { code: 'whole-number' } satisfies ProblemDetail }),
  );

/** One schema per setting: settings are independent, and a bad one never spoils the others. */
export const PARAM_SCHEMAS = {
  'node-type': z.enum(WIDGET_NODE_TYPES),
  nodes: range(1, MAX_WIDGET_NODES, true),
  rf: z.literal([2, 3]),
  headroom: z.enum(HEADROOM_CHOICES),
  compression: range(LIMITS.reductionRatio.min, LIMITS.reductionRatio.max),
  dedup: range(LIMITS.reductionRatio.min, LIMITS.reductionRatio.max),
  title: z.string().check(z.maxLength(200)),
  lang: z.enum(LANGS),
} satisfies Record<(typeof PARAM_NAMES)[number], unknown>;

export interface WidgetParams {
  'node-type'?: string;
  nodes?: number;
  rf?: 2 | 3;
  headroom?: (typeof HEADROOM_CHOICES)[number];
  compression?: number;
  dedup?: number;
  title?: string;
  lang?: Lang;
}
export type ParamIssue = z.core.$ZodIssue;

/**
 * Settings from text (attributes or query): numbers read as numbers, node type and headroom
 * case-insensitive. Each bad setting gives an issue whose path is its name (worded by
 * describeIssue: what is allowed) and is left out; the rest apply.
 */
export function parseParams(raw: Record<string, string | null | undefined>): { params: WidgetParams; issues: ParamIssue[] } {
  const params: Record<string, unknown> = {};
  const issues: ParamIssue[] = [];
  for (const name of PARAM_NAMES) {
    const v = raw[name];
    if (v === undefined || v === null) continue;
    const t = v.trim();
    const value =
      name === 'title'
        ? v
        : name === 'headroom' || name === 'node-type' || name === 'lang'
          ? t.toLowerCase()
          : /^-?\d+(\.\d+)?$/.test(t)
            ? Number(t)
            : t;
    const r = PARAM_SCHEMAS[name].safeParse(value, { reportInput: true });
    if (r.success) params[name] = r.data;
    else issues.push(...r.error.issues.map((i) => ({ ...i, path: [name, ...i.path] })));
  }
  return { params: params as WidgetParams, issues };
}

/** An http(s) origin as `location.origin` writes it, or null. */
export function parseOrigin(text: string | null | undefined): string | null {
  if (!text) return null;
  try {
    const u = new URL(text);
    return (u.protocol === 'https:' || u.protocol === 'http:') && u.origin === text ? u.origin : null;
  } catch {
    return null;
  }
}
