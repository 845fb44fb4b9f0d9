import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/model/defaultConfig';
import { size } from '../../src/model/headless';
import { parseConfig } from '../../src/schema/parse';
import { toProblems } from '../../src/schema/issues';
import { applyEssentials, applyParams, essentialsOf, summarize } from '../../src/widget/essentials';
import { HEADROOM_CHOICES, parseOrigin, parseParams, WIDGET_NODE_TYPES } from '../../src/widget/protocol';
import { configArb } from '../model/arbitraries';
import { describeInEnglish } from '../../src/i18n/describeInEnglish';

const TB = 1e12;

describe('widget settings (data attributes and URL)', () => {
  it('reads numbers and names, case-insensitive where it helps', () => {
    expect(
      parseParams({
        'node-type': 'All-NVMe',
        nodes: ' 8 ',
        rf: '3',
        headroom: 'N+2',
        compression: '1.5',
        dedup: '2',
        title: 'Our calculator',
        lang: 'JA',
      }),
    ).toEqual({
      params: {
        'node-type': 'all-nvme',
        nodes: 8,
        rf: 3,
        headroom: 'n+2',
        compression: 1.5,
        dedup: 2,
        title: 'Our calculator',
        lang: 'ja',
      },
      issues: [],
    });
  });

  it('names each bad setting with what is allowed, and keeps the good ones', () => {
    const { params, issues } = parseParams({
      'node-type': 'mainframe',
      nodes: '6.5',
      rf: '4',
      headroom: 'n+9',
      compression: '0.5',
      dedup: 'lots',
      title: 'x'.repeat(201),
      lang: 'fr',
    });
    expect(params).toEqual({});
    expect(toProblems(issues).map((p) => `${p.path} ${describeInEnglish(p)}`)).toEqual([
      'node-type must be "hybrid" or "all-flash" or "all-nvme"',
      'nodes must be a whole number',
      'rf must be 2 or 3',
      'headroom must be "auto" or "n+0" or "n+1" or "n+2" or "n+3" or "n+4" or "n+5" or "n+6" or "n+7" or "n+8"',
      'compression must be at least 1',
      'dedup must be a number, not text "lots"',
      'title must be at most 200 characters',
      'lang must be "en" or "ja"',
    ]);
    expect(parseParams({ nodes: '65', rf: '2' })).toMatchObject({ params: { rf: 2 }, issues: [{ path: ['nodes'] }] });
  });

  it('accepts only an http(s) origin as the host', () => {
    expect(parseOrigin('https://blog.example')).toBe('https://blog.example');
    expect(parseOrigin('http://127.0.0.1:4174')).toBe('http://127.0.0.1:4174');
    expect(parseOrigin('https://blog.example/post')).toBeNull();
    expect(parseOrigin('javascript:alert(1)')).toBeNull();
    expect(parseOrigin('null')).toBeNull();
    expect(parseOrigin(null)).toBeNull();
  });
});

describe('the widget inputs on a config', () => {
  it('reads and writes the first cluster, keeping the rest of the document', () => {
    const base = defaultConfig();
    expect(essentialsOf(base)).toEqual({
      nodeTypeId: 'all-flash',
      nodes: 6,
      mixed: false,
      rf: 2,
      headroom: 'auto',
      compression: 1.5,
      dedup: 1,
    });
    const c = applyEssentials(base, { nodeTypeId: 'all-nvme', nodes: 8, rf: 3, headroom: 'n+2', compression: 2, dedup: 1.2 });
    expect(c.clusters[0]!.nodes).toEqual([{ nodeTypeId: 'all-nvme', count: 8 }]);
    expect(c.clusters[0]!.recommendNodeTypeId).toBe('all-nvme');
    expect(c.clusters[0]!.headroom).toEqual({ ...base.clusters[0]!.headroom, mode: 'fixed', fixedDomains: 2 });
    expect(c.clusters[0]!.workload).toEqual(base.clusters[0]!.workload);
    expect(essentialsOf(c)).toEqual({ nodeTypeId: 'all-nvme', nodes: 8, mixed: false, rf: 3, headroom: 'n+2', compression: 2, dedup: 1.2 });
    expect(base.clusters[0]!.nodes[0]!.count).toBe(6); // pure
  });

  it('brings a built-in type into a config that lacks it, and makes a mixed cluster uniform', () => {
    const c = defaultConfig();
    c.nodeTypes = c.nodeTypes.filter((t) => t.id !== 'hybrid');
    c.clusters[0]!.nodes = [
      { nodeTypeId: 'all-flash', count: 3 },
      { nodeTypeId: 'all-nvme', count: 4 },
    ];
    expect(essentialsOf(c)).toMatchObject({ nodeTypeId: 'all-nvme', nodes: 7, mixed: true });
    const d = applyEssentials(c, { nodeTypeId: 'hybrid' });
    expect(d.nodeTypes.map((t) => t.id)).toContain('hybrid');
    expect(d.clusters[0]!.nodes).toEqual([{ nodeTypeId: 'hybrid', count: 7 }]);
    expect(parseConfig(d).ok).toBe(true);
  });

  it('any valid settings over any valid config give a valid config', () => {
    const params = fc.record(
      {
        'node-type': fc.constantFrom(...WIDGET_NODE_TYPES),
        nodes: fc.integer({ min: 1, max: 64 }),
        rf: fc.constantFrom<2 | 3>(2, 3),
        headroom: fc.constantFrom(...HEADROOM_CHOICES),
        compression: fc.double({ min: 1, max: 10, noNaN: true }),
        dedup: fc.double({ min: 1, max: 10, noNaN: true }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(configArb, fc.constant(defaultConfig())), params, (cfg, p) => {
        const r = parseConfig(applyParams(cfg, p));
        if (!r.ok) throw new Error(JSON.stringify(r.problems));
      }),
      { numRuns: 200 },
    );
  });
});

describe('the key outputs', () => {
  it('worked example: 6 all-flash nodes, RF2, auto headroom, 1.5:1', () => {
    const c = applyEssentials(defaultConfig(), { nodeTypeId: 'all-flash', nodes: 6, rf: 2, headroom: 'auto', compression: 1.5, dedup: 1 });
    const s = summarize(c, size(c));
    // Raw 6 x 6 x 3.84 TB = 138.24 TB. Per node: flash formatting 9.38% = 2.161152 TB, downstroke
    // 6 x 80 GiB, home 2 x 60 GiB, metadata 4 x 15 GiB and oplog 400 GiB = 1,060 GiB = 1.138166 TB:
    // extent store 19.740682 TB per node. N+1 holds back one node: 5 x 19.740682 = 98.70341 TB usable
    // physical; RF2 halves it.
    const perNode = 23.04 - 2.161152 - (1060 * 1024 ** 3) / TB;
    expect(perNode).toBeCloseTo(19.740682, 6);
    expect(s.usableBytes / TB).toBeCloseTo((5 * perNode) / 2, 6);
    expect(s.effectiveBytes / TB).toBeCloseTo(((5 * perNode) / 2) * 1.5, 6);
    expect(s.headroom).toEqual({ label: 'N+1', domains: 1, nodes: 1, rule: 'rf2-n1' });
    expect(s.selfHeal).toEqual({ ok: true, lostDomains: 1, goal: 'restore-fault-tolerance' });
    expect(s).toMatchObject({ nodeTypeId: 'all-flash', nodes: 6, rf: 2 });
  });

  it('N+0 is judged on losing one domain; RF3 at auto holds back two', () => {
    const n0 = applyEssentials(defaultConfig(), { headroom: 'n+0', nodes: 3 });
    const s0 = summarize(n0, size(n0));
    expect(s0.headroom).toMatchObject({ label: 'N+0', domains: 0 });
    expect(s0.selfHeal.lostDomains).toBe(1);
    expect(s0.selfHeal.ok).toBe(false);
    const rf3 = applyEssentials(defaultConfig(), { rf: 3, nodes: 7 });
    expect(summarize(rf3, size(rf3)).headroom).toEqual({ label: 'N+2', domains: 2, nodes: 2, rule: 'rf3-n2' });
  });
});
