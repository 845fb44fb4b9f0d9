import * as z from 'zod/mini';
import type { ImportPreview, InventoryInfo, PlanRequest, ReadStage } from '../../inventory/pipeline';
import type { ImportOptions } from '../../inventory/select';
import type { FileProblem } from '../../inventory/types';

/**
 * Messages between the page and the import worker. The worker keeps the VMs; the page receives
 * only what it shows (cluster totals, at most 1,000 groups, the report's first lines), so that a
 * file of 10,000 VMs never costs the main thread more than a few kilobytes to take in.
 */
export type Request =
  | { type: 'read'; files: File[] }
  | { type: 'preview'; id: number; options: ImportOptions; plan: PlanRequest }
  | { type: 'export'; id: number; what: 'report' | 'vms'; options: ImportOptions };

/** The file's bytes are loaded first, then read as the inventory import reads them. */
export type ImportStage = 'reading' | ReadStage;
export const STAGES: readonly ImportStage[] = ['reading', 'unpacking', 'rows'];

export type Reply =
  | { type: 'progress'; stage: ImportStage }
  | { type: 'read'; result: { ok: true; info: InventoryInfo } | { ok: false; problems: FileProblem[] } }
  | { type: 'preview'; id: number; preview: ImportPreview }
  | { type: 'export'; id: number; text: string };

/** The replies' kinds and the fields the page reads before trusting the inventory layer's types. */
const ReplySchema = z.union([
  z.object({ type: z.literal('progress'), stage: z.enum(['reading', 'unpacking', 'rows']) }),
  z.object({
    type: z.literal('read'),
    result: z.union([
      z.object({
        ok: z.literal(true),
        info: z.object({
          file: z.string(),
          format: z.string(),
          clusters: z.array(z.object({ cluster: z.string() })),
          joins: z.array(z.object({ sheet: z.string(), rows: z.number(), vms: z.number(), matchedVms: z.number() })),
        }),
      }),
      z.object({ ok: z.literal(false), problems: z.array(z.object({ code: z.string(), file: z.string() })) }),
    ]),
  }),
  z.object({
    type: z.literal('preview'),
    id: z.number(),
    preview: z.object({
      groups: z.array(z.object({ id: z.string(), count: z.number() })),
      totals: z.object({ vms: z.number() }),
      level: z.number(),
      // Each target's groups are the same objects as `groups`, checked there.
      targets: z.optional(z.array(z.object({ target: z.string() }))),
    }),
  }),
  z.object({ type: z.literal('export'), id: z.number(), text: z.string() }),
]);

export function parseReply(data: unknown): Reply | null {
  return ReplySchema.safeParse(data).success ? (data as Reply) : null;
}
