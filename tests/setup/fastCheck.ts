import fc from 'fast-check';

/**
 * Property tests run on one fixed seed, so a run cannot fail by chance. A failure's report names
 * the seed and the shrunk path (fast-check prints both); FC_SEED=<integer> replays it, or tries
 * another seed.
 */
const DEFAULT_SEED = 20_261_125;

function seedFrom(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_SEED;
  const seed = Number(value);
  if (!Number.isSafeInteger(seed)) throw new Error(`FC_SEED must be an integer, got "${value}"`);
  return seed;
}

fc.configureGlobal({ seed: seedFrom(process.env.FC_SEED) });
