import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/schema/parse';
import { configArb } from './arbitraries';

describe('random configs', () => {
  it('are valid by the schema, so property tests exercise real documents', () => {
    fc.assert(
      fc.property(configArb, (cfg) => {
        const r = parseConfig(cfg);
        if (!r.ok) throw new Error(JSON.stringify(r.problems));
        expect(r.config).toEqual(cfg);
      }),
      { numRuns: 200 },
    );
  });
});
