import * as z from 'zod/mini';
import type { QuickInput } from '../model/quick';
import { configSchemas } from './config';
import { type Problem, toProblems } from './issues';
import { LIMITS } from './limits';

/** The quick calculator's form, with the config schema's ranges: what it sizes, the full sizer can take over. */
const { DriveGroupSchema } = configSchemas();
const drive = z.strictObject({ count: DriveGroupSchema.shape.count, sizeTB: DriveGroupSchema.shape.sizeTB });
const share = z.number().check(z.minimum(0), z.maximum(1));

export const QuickInputSchema = z.strictObject({
  drives: z.strictObject({ nvme: drive, ssd: drive, hdd: drive }),
  nodes: z.int().check(z.minimum(1), z.maximum(LIMITS.nodesPerCluster)),
  rf: z.union([z.literal(2), z.literal(3)]),
  ecx: z.boolean(),
  coldShare: share,
  efficiency: z.number().check(z.minimum(LIMITS.reductionRatio.min), z.maximum(LIMITS.reductionRatio.max)),
  downstroked: z.boolean(),
});

export type QuickParse = { ok: true; input: QuickInput } | { ok: false; problems: Problem[] };

export function parseQuickInput(input: unknown): QuickParse {
  const r = QuickInputSchema.safeParse(input, { reportInput: true });
  return r.success ? { ok: true, input: r.data } : { ok: false, problems: toProblems(r.error.issues) };
}
