import * as z from 'zod/mini';
import type { FileProblem, Inventory } from '../../inventory/types';

/** What the page asks the import worker: read this file. */
export interface ReadRequest {
  file: File;
}

export type ImportStage = 'reading' | 'unpacking' | 'rows';
export const STAGES: readonly ImportStage[] = ['reading', 'unpacking', 'rows'];

export type WorkerReply =
  | { type: 'progress'; stage: ImportStage }
  | { type: 'done'; result: { ok: true; inventory: Inventory } | { ok: false; problems: FileProblem[] } };

/**
 * The worker's replies are checked at the edge like any message: their kind and stage, and the
 * result's shape as far as the page relies on it before the inventory layer's own types take over.
 */
const Reply = z.union([
  z.object({ type: z.literal('progress'), stage: z.enum(['reading', 'unpacking', 'rows']) }),
  z.object({
    type: z.literal('done'),
    result: z.union([
      z.object({ ok: z.literal(true), inventory: z.object({ file: z.string(), vms: z.array(z.unknown()), report: z.array(z.unknown()) }) }),
      z.object({ ok: z.literal(false), problems: z.array(z.object({ code: z.string(), file: z.string() })) }),
    ]),
  }),
]);

export function parseReply(data: unknown): WorkerReply | null {
  return Reply.safeParse(data).success ? (data as WorkerReply) : null;
}
