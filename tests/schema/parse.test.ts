import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/model/defaultConfig';
import { size } from '../../src/model/headless';
import { parseConfig, parseConfigJson } from '../../src/schema/parse';
import { configArb } from '../model/arbitraries';
import { describeInEnglish } from '../../src/i18n/describeInEnglish';

const withCluster = (edit: (c: Record<string, unknown>) => void) => {
  const cfg = defaultConfig() as unknown as { clusters: Record<string, unknown>[] };
  edit(cfg.clusters[0]!);
  return parseConfig(cfg);
};
const problems = (r: ReturnType<typeof parseConfig>) => (r.ok ? [] : r.problems.map((p) => `${p.path}: ${describeInEnglish(p)}`));

describe('bad input gets field-named errors with the allowed range', () => {
  it('0 nodes', () => {
    expect(problems(withCluster((c) => (c.nodes = [{ nodeTypeId: 'all-flash', count: 0 }])))).toEqual([
      'clusters[0].nodes: must hold at least 1 node',
    ]);
  });
  it('a million nodes', () => {
    expect(problems(withCluster((c) => (c.nodes = [{ nodeTypeId: 'all-flash', count: 1e6 }])))).toEqual([
      'clusters[0].nodes[0].count: must be at most 256',
    ]);
  });
  it('negative and sub-1 ratios', () => {
    expect(problems(withCluster((c) => ((c.dataReduction as Record<string, unknown>).compressionRatio = -2)))).toEqual([
      'clusters[0].dataReduction.compressionRatio: must be at least 1',
    ]);
  });
  it('wrong types and missing fields', () => {
    expect(problems(withCluster((c) => ((c.protection as Record<string, unknown>).rf = '2')))).toEqual([
      'clusters[0].protection.rf: must be 2 or 3',
    ]);
    expect(problems(withCluster((c) => delete (c.thresholds as Record<string, unknown>).cpu))).toEqual([
      'clusters[0].thresholds.cpu: is required (a number)',
    ]);
    expect(problems(withCluster((c) => ((c.headroom as Record<string, unknown>).fixedDomains = 2.5)))).toEqual([
      'clusters[0].headroom.fixedDomains: must be a whole number, not 2.5',
    ]);
  });
  it('NaN and Infinity never pass', () => {
    expect(problems(withCluster((c) => ((c.thresholds as Record<string, unknown>).cpu = Number.NaN)))).toEqual([
      'clusters[0].thresholds.cpu: must be a number, not NaN',
    ]);
    expect(problems(withCluster((c) => ((c.rebuild as Record<string, unknown>).rateGBpsPerNode = Infinity))).length).toBe(1);
  });
  it('unknown fields (typos) are named', () => {
    expect(problems(withCluster((c) => ((c.overheads as Record<string, unknown>).cvmcores = 4)))).toEqual([
      'clusters[0].overheads: has unknown field cvmcores',
    ]);
  });
  it('dangling references and duplicate ids', () => {
    expect(problems(withCluster((c) => (c.recommendNodeTypeId = 'nope')))).toEqual([
      'clusters[0].recommendNodeTypeId: must name a hyper-converged node type of this config',
    ]);
    expect(problems(withCluster((c) => (c.nodes = [{ nodeTypeId: 'ghost', count: 3 }])))).toEqual([
      'clusters[0].nodes[0].nodeTypeId: must name a node type of this config',
    ]);
    const dup = defaultConfig();
    dup.clusters[0]!.workload.vmGroups[1]!.id = 'g1';
    expect(problems(parseConfig(dup))).toEqual(['clusters[0].workload.vmGroups[1].id: must be unique among VM groups']);
  });
  it('provisioned below used', () => {
    const cfg = defaultConfig();
    cfg.clusters[0]!.workload.vmGroups[0]!.provisionedGiB = 10;
    expect(problems(parseConfig(cfg))).toEqual([
      'clusters[0].workload.vmGroups[0].provisionedGiB: must be at least the used storage (150 GiB)',
    ]);
  });
  it('not JSON, not an object, no version, a future version', () => {
    expect(problems(parseConfigJson('{"a":'))[0]).toMatch(/^: is not valid JSON/);
    expect(problems(parseConfig([]))).toEqual([': must be a sizing config object']);
    expect(problems(parseConfig({}))).toEqual(['schemaVersion: must be a whole number from 1 to 6']);
    expect(problems(parseConfig({ ...defaultConfig(), schemaVersion: 9 }))[0]).toMatch(
      /^schemaVersion: is 9, newer than this sizer understands/,
    );
  });
  it('the current version is taken as is: nothing to migrate', () => {
    const r = parseConfig(defaultConfig());
    expect(r.ok && r.migratedFrom).toBe(null);
  });
});

/** Replace one leaf somewhere in a document with a hostile value. */
const hostile = fc.constantFrom<unknown>(null, -1, 0, 1e12, -1e-9, Number.NaN, Infinity, '', 'x', true, [], {}, 2.5, 1e6);

function mutate(doc: unknown, pathPick: number, value: unknown): unknown {
  const leaves: { parent: Record<string, unknown> | unknown[]; key: string | number }[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) {
      v.forEach((x, i) => {
        leaves.push({ parent: v, key: i });
        walk(x);
      });
    } else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        leaves.push({ parent: v as Record<string, unknown>, key: k });
        walk(x);
      }
    }
  };
  const copy = JSON.parse(JSON.stringify(doc));
  walk(copy);
  const leaf = leaves[pathPick % leaves.length]!;
  (leaf.parent as Record<string | number, unknown>)[leaf.key] = value;
  return copy;
}

describe('hostile documents', () => {
  it('never make parsing or sizing throw, and sizing an accepted document stays finite', () => {
    fc.assert(
      fc.property(configArb, fc.nat(), hostile, (cfg, pick, value) => {
        const r = parseConfig(mutate(cfg, pick, value));
        if (r.ok) {
          const text = JSON.stringify(size(r.config));
          expect(text).not.toMatch(/NaN|Infinity|null,"unit"/);
        } else {
          for (const p of r.problems) expect(describeInEnglish(p).length).toBeGreaterThan(3);
        }
      }),
      { numRuns: 300 },
    );
  });
  it('random values are rejected with a message, never a throw', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const r = parseConfig(v);
        expect(r.ok).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the document root', () => {
  it('names unknown top-level fields instead of dropping them', () => {
    expect(problems(parseConfig({ ...defaultConfig(), cluster: [] }))).toEqual([': has unknown field cluster']);
  });
});

describe('problems carry a code and their numbers, so any language can word them', () => {
  it('a range problem gives its limit', () => {
    const r = withCluster((c) => ((c.thresholds as Record<string, unknown>).cpu = 1.5));
    expect(r.ok ? [] : r.problems).toEqual([{ path: 'clusters[0].thresholds.cpu', code: 'too-big', params: { limit: 1, inclusive: 1 } }]);
  });
  it('missing, wrong-type, one-of and any-of problems are told apart', () => {
    const codesOf = (r: ReturnType<typeof parseConfig>) => (r.ok ? [] : r.problems.map((p) => p.code));
    expect(codesOf(withCluster((c) => delete c.name))).toEqual(['missing']);
    expect(codesOf(withCluster((c) => (c.name = 3)))).toEqual(['wrong-type']);
    expect(codesOf(withCluster((c) => ((c.protection as Record<string, unknown>).rf = 4)))).toEqual(['any-of']);
    expect(codesOf(withCluster((c) => ((c.faultDomains as Record<string, unknown>).awareness = 'planet')))).toEqual(['one-of']);
  });
});

describe('names', () => {
  const problemsOf = (edit: (c: ReturnType<typeof defaultConfig>) => void) => {
    const c = defaultConfig();
    edit(c);
    const r = parseConfig(c);
    return r.ok ? [] : r.problems.map((p) => `${p.path}: ${describeInEnglish(p)}`);
  };

  it('refuses an empty or blank node type or VM group name', () => {
    expect(problemsOf((c) => (c.nodeTypes[0]!.name = ''))).toEqual(['nodeTypes[0].name: must not be blank']);
    expect(problemsOf((c) => (c.clusters[0]!.workload.vmGroups[1]!.name = '   '))).toEqual([
      'clusters[0].workload.vmGroups[1].name: must not be blank',
    ]);
  });

  it('refuses a 50,000-character paste with the limit, without repeating the text', () => {
    const problems = problemsOf((c) => (c.clusters[0]!.workload.vmGroups[0]!.name = 'x'.repeat(50_000)));
    expect(problems).toEqual(['clusters[0].workload.vmGroups[0].name: must be at most 120 characters']);
  });
});
