import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Public RVTools exports kept beside the project (never copied into it), with the totals their README states. */
const DIR = join(import.meta.dirname, '..', '..', 'shared', 'inventory-samples');

/**
 * A path in ../shared/inventory-samples. A clone made where that folder is not beside it is told
 * so in one line, instead of failing each test on a file it cannot open.
 */
export function sample(...parts: string[]): string {
  if (!existsSync(DIR)) {
    throw new Error(
      `The shared RVTools samples are missing: ${DIR} does not exist. These tests read ../shared/inventory-samples beside the project: clone it next to that folder.`,
    );
  }
  return join(DIR, ...parts);
}
