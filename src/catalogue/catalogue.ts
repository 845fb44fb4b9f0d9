import { CPUS } from './cpus';
import { PLATFORM_CPUS } from './platformCpus';
import { PLATFORMS } from './platforms';
import { PLATFORM_SOURCES } from './platformSources';
import { SOURCES } from './sources';
import type { Catalogue } from './types';

/**
 * The whole catalogue in one value. Nothing on the first screen imports this folder: the page loads
 * it with `import()` when a catalogue is asked for, the CLI prints it.
 */
export const CATALOGUE: Catalogue = {
  platforms: PLATFORMS,
  cpus: [...CPUS, ...PLATFORM_CPUS],
  sources: [...SOURCES, ...PLATFORM_SOURCES],
};
