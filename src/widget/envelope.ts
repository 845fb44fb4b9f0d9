import * as z from 'zod/mini';
import { FRAME_ID, PROTOCOL, PROTOCOL_VERSION } from './protocol';

/** The fields every message carries. */
export const envelope = {
  protocol: z.literal(PROTOCOL),
  version: z.literal(PROTOCOL_VERSION),
  frameId: z.string().check(z.regex(FRAME_ID)),
};
