import * as z from 'zod/mini';
import { envelope } from './envelope';
import { type Body, MAX_LINK } from './protocol';

/** Messages from the host page to the widget; the widget validates each one with this schema. */
export const HostMessageSchema = z.discriminatedUnion('type', [
  z.object({ ...envelope, type: z.literal('set-config'), config: z.unknown() }),
  z.object({ ...envelope, type: z.literal('set-link'), link: z.string().check(z.maxLength(MAX_LINK)) }),
  z.object({ ...envelope, type: z.literal('request-state') }),
]);
export type HostMessage = z.infer<typeof HostMessageSchema>;

export type HostMessageBody = Body<HostMessage>;
