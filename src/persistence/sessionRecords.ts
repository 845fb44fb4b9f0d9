import * as z from 'zod/mini';
import type { SizingConfig } from '../model/config';

/**
 * What the sessions store keeps in localStorage and writes to session files. The configs inside
 * are checked by parseConfig (migrations included), the envelopes here.
 */
const text = (max: number) => z.string().check(z.maxLength(max));
const id = () => z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/));
const time = () => z.string().check(z.minLength(10), z.maxLength(40));

export const ORIGINS = ['default', 'scenario', 'link', 'import', 'new'] as const;
export type Origin = (typeof ORIGINS)[number];

export const SESSION_FILE_FORMAT = 'hci-sizer-session';

function buildSchemas() {
  const StoredScenarioSchema = z.strictObject({
    id: id(),
    name: text(120),
    createdAt: time(),
    updatedAt: time(),
    config: z.unknown(),
  });
  return {
    StoredScenarioSchema,
    StoredScenariosSchema: z.strictObject({
      v: z.literal(1),
      scenarios: z.array(z.unknown()).check(z.maxLength(1000)),
    }),
    StoredCurrentSchema: z.strictObject({
      v: z.literal(1),
      savedAt: time(),
      scenarioId: z.nullable(id()),
      name: text(120),
      dirty: z.boolean(),
      origin: z.enum(ORIGINS),
      config: z.unknown(),
      draft: z.optional(z.unknown()),
    }),
    SessionFileSchema: z.strictObject({
      format: z.literal(SESSION_FILE_FORMAT),
      version: z.literal(1),
      exportedAt: time(),
      scenarios: z.array(StoredScenarioSchema).check(z.maxLength(500)),
    }),
  };
}

let built: ReturnType<typeof buildSchemas> | undefined;
/** Built when first read: a first visit has nothing stored, and its start is shorter without them. */
export const sessionSchemas = (): ReturnType<typeof buildSchemas> => (built ??= buildSchemas());

/** A saved, named version of a sizing. */
export interface Scenario {
  id: string;
  name: string;
  createdAt: string;
  updatedAt: string;
  config: SizingConfig;
}

/** The working document, autosaved. */
export interface Current {
  /** The saved scenario this document was opened from; null while it is unsaved. */
  scenarioId: string | null;
  name: string;
  /** Changed since it was opened or last saved. */
  dirty: boolean;
  origin: Origin;
  config: SizingConfig;
  /** What the page was editing when it differs from `config` (a half-typed value); the page's own shape. */
  draft?: unknown;
  savedAt: string;
}

/** Names are cut to this length, as the stored records allow. */
export const MAX_NAME = 120;
