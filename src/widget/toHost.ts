import * as z from 'zod/mini';
import { envelope } from './envelope';
import { type Body, MAX_LINK } from './protocol';

/** Messages from the widget to the host page; the loader validates each one with these schemas. */
export const SummarySchema = z.object({
  modelVersion: z.string(),
  nodeTypeId: z.string(),
  nodes: z.number(),
  rf: z.number(),
  /** Bytes the workload can store after RF and the rebuild reserve, before data reduction. */
  usableBytes: z.number(),
  /** The same after data reduction. */
  effectiveBytes: z.number(),
  headroom: z.object({ label: z.string(), domains: z.number(), nodes: z.number(), rule: z.string() }),
  selfHeal: z.object({ ok: z.boolean(), lostDomains: z.number(), goal: z.string() }),
  /** Every constraint met at the end of the growth horizon, for the config's workload. */
  feasible: z.boolean(),
});
export type Summary = z.infer<typeof SummarySchema>;

const ProblemSchema = z.object({ path: z.string(), message: z.string() });
/** A problem as the widget shows it and the host receives it: in words (English, as the protocol has always sent them). */
export type WordedProblem = z.infer<typeof ProblemSchema>;

export const WidgetMessageSchema = z.discriminatedUnion('type', [
  z.object({ ...envelope, type: z.literal('ready') }),
  z.object({ ...envelope, type: z.literal('resize'), height: z.number().check(z.minimum(0), z.maximum(100_000)) }),
  z.object({
    ...envelope,
    type: z.literal('config'),
    reason: z.enum(['init', 'user', 'host']),
    config: z.record(z.string(), z.unknown()),
    link: z.string().check(z.maxLength(MAX_LINK)),
  }),
  z.object({ ...envelope, type: z.literal('result'), result: SummarySchema }),
  z.object({ ...envelope, type: z.literal('error'), problems: z.array(ProblemSchema).check(z.maxLength(200)) }),
]);
export type WidgetMessage = z.infer<typeof WidgetMessageSchema>;

export type WidgetMessageBody = Body<WidgetMessage>;
