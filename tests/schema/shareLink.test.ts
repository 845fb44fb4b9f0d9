import { deflateRawSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SizingConfig } from '../../src/model/config';
import { defaultConfig, newVmGroup } from '../../src/model/defaultConfig';
import { fromBase64Url, toBase64Url } from '../../src/schema/base64url';
import { parseConfig } from '../../src/schema/parse';
import { decodeShareLink, encodeShareLink, findShareFragment, SHARE_LINK_LIMITS } from '../../src/schema/shareLink';
import { BASE_V1, compactV1, expandV1, successorId } from '../../src/schema/shareLinkV1';
import { mixedClusterConfig } from '../fixtures/mixedCluster';
import { shareConfigArb } from './shareLinkArbitraries';
import { describeInEnglish } from '../../src/i18n/describeInEnglish';

/** The base of format 1 as a config: what an empty compact form stands for. */
const base = (): SizingConfig => structuredClone(BASE_V1) as unknown as SizingConfig;
const link = (compact: unknown) =>
  'v1.' + deflateRawSync(Buffer.from(typeof compact === 'string' ? compact : JSON.stringify(compact))).toString('base64url');
const encode = async (c: SizingConfig) => {
  const r = await encodeShareLink(c);
  if (!r.ok) throw new Error(describeInEnglish(r.problems[0]!));
  return r.fragment;
};
const issues = (r: Awaited<ReturnType<typeof decodeShareLink>>) =>
  r.ok ? [] : r.problems.map((p) => `${p.path}: ${describeInEnglish(p)}`);

describe('base64url', () => {
  it('matches the platform encoder and refuses what is not base64url', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const text = toBase64Url(bytes);
        expect(text).toBe(Buffer.from(bytes).toString('base64url'));
        expect(fromBase64Url(text)).toEqual(bytes);
      }),
    );
    expect(fromBase64Url('ab+c')).toBeNull();
    expect(fromBase64Url('abcde')).toBeNull(); // 4n + 1 characters encode no whole bytes
    expect(fromBase64Url('é')).toBeNull();
  });
});

describe('the compact form of format 1', () => {
  it('is empty for the base itself', () => {
    expect(compactV1(base())).toEqual({});
    expect(expandV1({})).toEqual(BASE_V1);
  });

  it('lists only what differs: worked example', () => {
    const c = base();
    c.nodeTypes[0]!.catalogueId = undefined;
    delete c.nodeTypes[0]!.catalogueId;
    c.nodeTypes[1]!.ramGiB = 1024;
    const cl = c.clusters[0]!;
    cl.protection.rf = 3;
    cl.overheads.cvmCores = 6;
    cl.workload.vmGroups.push({
      id: 'g4',
      name: 'VDI',
      count: 100,
      vcpu: 2,
      ramGiB: 4,
      usedGiB: 40,
      provisionedGiB: 60,
      iops: 20,
      hotShare: 0.2,
      kind: 'vdi',
    });
    cl.workload.vmGroups.push({
      id: 'x',
      name: 'Odd',
      count: 1,
      vcpu: 1,
      ramGiB: 1,
      usedGiB: 0,
      provisionedGiB: 0,
      iops: 0,
      hotShare: 0.2,
      kind: 'server',
      vcpuPerCore: 2,
    });
    const compact = compactV1(c);
    expect(compact).toEqual({
      nodeTypes: [{ id: 'hybrid', catalogueId: null }, { id: 'all-flash', ramGiB: 1024 }, 'all-nvme', 'storage-dense', 'compute'],
      clusters: [
        {
          id: 'c1',
          protection: { rf: 3 },
          overheads: { cvmCores: 6 },
          workload: {
            vmGroups: [
              ['g1', 'Application servers', 40, 4, 16, 150, 300, 150],
              [0, 'SQL Server databases', 4, 8, 64, 1500, 2000, 5000, 1],
              [0, 'File server', 1, 4, 32, 8000, 10000, 500, 3, 0.1],
              [0, 'VDI', 100, 2, 4, 40, 60, 20, 2],
              ['x', 'Odd', 1, 1, 1, 0, 0, 0, 0, 0.2, 2],
            ],
          },
        },
      ],
    });
    expect(expandV1(JSON.parse(JSON.stringify(compact)))).toEqual(c);
  });

  it('writes new node types against the first base type, new clusters against the base cluster', () => {
    const c = base();
    c.nodeTypes = [
      {
        ...structuredClone(c.nodeTypes[0]!),
        id: 'mine',
        name: 'Mine',
        drives: [{ tier: 'nvme', count: 4, sizeTB: 3.84, selfEncrypting: true }],
      },
    ];
    c.clusters[0]!.nodes = [{ nodeTypeId: 'mine', count: 3 }];
    c.clusters[0]!.recommendNodeTypeId = 'mine';
    c.clusters.push({ ...structuredClone(c.clusters[0]!), id: 'dr', name: 'DR site' });
    expect(compactV1(c)).toEqual({
      nodeTypes: [{ id: 'mine', name: 'Mine', drives: [[0, 4, 3.84, 1]] }],
      clusters: [
        { id: 'c1', nodes: [['mine', 3]], recommendNodeTypeId: 'mine' },
        { id: 'dr', name: 'DR site', nodes: [['mine', 3]], recommendNodeTypeId: 'mine' },
      ],
    });
  });

  it('follows numbered ids', () => {
    expect(successorId('g9')).toBe('g10');
    expect(successorId('vm-009')).toBe('vm-010');
    expect(successorId('abc')).toBeNull();
    expect(successorId(7)).toBeNull();
  });
});

describe('share links', () => {
  it('the default config: at most 400 characters, and back', async () => {
    const fragment = await encode(defaultConfig());
    expect(fragment.length).toBeLessThanOrEqual(400);
    expect(fragment.startsWith('v1.')).toBe(true);
    const r = await decodeShareLink(fragment);
    expect(r).toEqual({ ok: true, config: defaultConfig(), migratedFrom: null, problems: [] });
  });

  it('the 200-group mixed cluster: at most 4,500 characters, and back', async () => {
    const fragment = await encode(mixedClusterConfig());
    expect(fragment.length).toBeLessThanOrEqual(4500);
    const r = await decodeShareLink(`https://sizer.example/#${fragment}`.slice('https://sizer.example/'.length));
    expect(r.ok && r.config).toEqual(mixedClusterConfig());
  });

  it('decode(encode(c)) is c for random valid configs, field order included', async () => {
    await fc.assert(
      fc.asyncProperty(shareConfigArb, async (cfg) => {
        expect(parseConfig(cfg).ok).toBe(true);
        const r = await decodeShareLink(await encode(cfg));
        if (!r.ok) throw new Error(JSON.stringify(r.problems));
        expect(r.config).toEqual(cfg);
        expect(JSON.stringify(r.config)).toBe(JSON.stringify(parseConfig(cfg).ok && (parseConfig(cfg) as { config: SizingConfig }).config));
      }),
      { numRuns: 150 },
    );
  });

  it('finds the link in a URL, a #fragment or on its own, and ignores other fragments', () => {
    expect(findShareFragment('https://sizer.example/?a=1#v1.abc')).toBe('v1.abc');
    expect(findShareFragment('#v1.abc')).toBe('v1.abc');
    expect(findShareFragment('v2.abc')).toBe('v2.abc');
    expect(findShareFragment('https://sizer.example/#results')).toBeNull();
    expect(findShareFragment('')).toBeNull();
  });
});

describe('a link damaged all over opens quickly, with the first problems listed and the rest counted', () => {
  it('16 clusters of 1,000 VM groups, each with three bad fields: defaults, 20 problems listed, more than 500 counted', async () => {
    const c = defaultConfig() as unknown as { clusters: Record<string, unknown>[] };
    const base = c.clusters[0]!;
    c.clusters = Array.from({ length: 16 }, (_, i) => ({
      ...structuredClone(base),
      id: `c${i + 1}`,
      workload: {
        ...(base.workload as object),
        vmGroups: Array.from({ length: 1000 }, (_, j) => ({ ...newVmGroup(`g${j + 1}`), count: -1, vcpu: -1, ramGiB: -1 })),
      },
    }));
    const r = await decodeShareLink(link(compactV1(c)));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.recovered).toBe('defaults');
    expect(r.problems).toHaveLength(SHARE_LINK_LIMITS.maxListed);
    // A sample of every 32nd group (16,000 / 500) shows the damage; reading stops once it passes
    // what is worth mending (500): 167 sampled groups of 3 problems.
    expect(r.problemCount).toBe(501);
    expect(r.countIsLowerBound).toBe(true);
    expect(r.problems[0]).toMatchObject({ path: 'clusters[0].workload.vmGroups[0].count' });
    expect(describeInEnglish(r.problems[0]!)).toBe('must be at least 0');
    expect(r.problems[3]).toMatchObject({ path: 'clusters[0].workload.vmGroups[32].count' });
    expect(r.problems[19]).toMatchObject({ path: 'clusters[0].workload.vmGroups[192].vcpu' });
  });

  it('the same damage in a few groups only is mended as usual', async () => {
    const c = defaultConfig() as unknown as { clusters: { workload: { vmGroups: unknown[] } }[] };
    c.clusters[0]!.workload.vmGroups = Array.from({ length: 1000 }, (_, j) =>
      j % 100 === 1 ? { ...newVmGroup(`g${j + 1}`), count: -1, vcpu: -1, ramGiB: -1 } : newVmGroup(`g${j + 1}`),
    );
    const r = await decodeShareLink(link(compactV1(c)));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.recovered).toBe('partial');
    expect(r.problemCount).toBe(30);
    expect(r.countIsLowerBound).toBeUndefined();
  });
});

describe('links as hosts and users paste them', () => {
  it('a whole URL, a #fragment and the bare fragment decode alike', async () => {
    const c = mixedClusterConfig();
    const bare = await encode(c);
    for (const input of [bare, `#${bare}`, `https://sizer.example/?x=1#${bare}`]) {
      const r = await decodeShareLink(input);
      expect(r.ok && r.config).toEqual(c);
    }
  });
});

describe('bad links never throw: defaults (or what was valid) and a message', () => {
  const defaultsWith = async (fragment: string, issue: string, message: RegExp) => {
    const r = await decodeShareLink(fragment);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.issue).toBe(issue);
    expect(r.recovered).toBe('defaults');
    expect(r.config).toEqual(defaultConfig());
    expect(r.problems).toHaveLength(1);
    expect(describeInEnglish(r.problems[0]!)).toMatch(message);
  };

  it('empty, unknown prefix, future format', async () => {
    await defaultsWith('', 'empty', /is empty/);
    await defaultsWith('#', 'empty', /is empty/);
    await defaultsWith('hello', 'unknown-format', /expected "v1\."/);
    await defaultsWith('v0.abc', 'unknown-format', /expected "v1\."/);
    await defaultsWith('v2.q64FAA', 'future-format', /newer release of the sizer \(link format 2; this one reads up to 1\)/);
  });

  it('not base64url, truncated, not a document', async () => {
    await defaultsWith('v1.abc$def', 'not-base64', /characters a share link never has/);
    await defaultsWith('v1.', 'not-base64', /characters a share link never has/);
    const good = await encode(mixedClusterConfig());
    await defaultsWith(good.slice(0, Math.floor(good.length / 2)), 'corrupt', /cut short or damaged/);
    await defaultsWith('v1.' + deflateRawSync(Buffer.from('{"a":')).toString('base64url'), 'not-json', /not a sizing document/);
    await defaultsWith('v1.' + deflateRawSync(Buffer.from([0xff, 0xfe])).toString('base64url'), 'not-json', /not a sizing document/);
  });

  it('caps the link and what it inflates to', async () => {
    await defaultsWith('v1.' + 'A'.repeat(SHARE_LINK_LIMITS.maxChars), 'too-long', /longer than 65,536 characters/);
    const bomb = 'v1.' + deflateRawSync(Buffer.alloc(3 * 1024 * 1024, 32), { level: 9 }).toString('base64url');
    expect(bomb.length).toBeLessThan(5000);
    await defaultsWith(bomb, 'too-large', /more than 1,024 KB/);
  });

  it('a document from a newer schema opens the defaults and says so', async () => {
    await defaultsWith(link({ schemaVersion: 9 }), 'invalid-config', /^is 9, newer than this sizer understands \(6\)/);
  });

  it('keeps what was valid: a bad field is reset to its default, the rest stays', async () => {
    const r = await decodeShareLink(
      link({ name: 'Kept', clusters: [{ id: 'c1', protection: { rf: 7 }, headroom: { fixedDomains: 99 }, nodes: [['all-nvme', 6]] }] }),
    );
    expect(issues(r)).toEqual(['clusters[0].protection.rf: must be 2 or 3', 'clusters[0].headroom.fixedDomains: must be at most 8']);
    if (r.ok) return;
    expect(r.recovered).toBe('partial');
    expect(r.config.name).toBe('Kept');
    expect(r.config.clusters[0]!.protection.rf).toBe(2);
    expect(r.config.clusters[0]!.headroom.fixedDomains).toBe(1);
    expect(r.config.clusters[0]!.nodes).toEqual([{ nodeTypeId: 'all-nvme', count: 6 }]);
  });

  it('leaves out a VM group it cannot mend, drops unknown fields it names, never touches a prototype', async () => {
    const compact =
      '{"clusters":[{"id":"c1","__proto__":{"polluted":1},"colour":"red","workload":{"vmGroups":[["g1","A",2,4,16,10,20,0],"junk",[0,"B",1,2,8,5,5,0]]}}]}';
    const r = await decodeShareLink(link(compact));
    expect(issues(r)).toEqual([
      'clusters[0].workload.vmGroups[1]: must be an object, not text "junk"',
      'clusters[0]: has unknown fields __proto__, colour',
    ]);
    if (r.ok) return;
    expect(r.recovered).toBe('partial');
    expect(r.config.clusters[0]!.workload.vmGroups.map((g) => `${g.id} ${g.name}`)).toEqual(['g1 A', 'g2 B']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(r.config.clusters[0])).toBe(Object.prototype);
  });

  it('a key every object has, with a list value, is an unknown field like any other: the rest is kept', async () => {
    for (const key of ['constructor', 'toString', 'hasOwnProperty']) {
      const r = await decodeShareLink(link(`{"name":"Kept?","${key}":[[1]]}`));
      expect(issues(r)).toEqual([`: has unknown field ${key}`]);
      if (r.ok) return;
      expect(r.recovered).toBe('partial');
      expect(r.config.name).toBe('Kept?');
    }
  });

  it('lists that are missing or wrong are reset to the defaults', async () => {
    const r = await decodeShareLink(link({ nodeTypes: [], clusters: 5 }));
    expect(issues(r)).toEqual(['nodeTypes: must have at least 1 item', 'clusters: must be a list, not 5']);
    if (r.ok) return;
    expect(r.recovered).toBe('partial');
    expect(r.config.nodeTypes).toEqual(defaultConfig().nodeTypes);
    expect(r.config.clusters).toEqual(defaultConfig().clusters);
  });

  it('random text never throws and always yields a valid config', async () => {
    const text = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.string({ unit: 'binary', maxLength: 100 }),
      fc.base64String({ maxLength: 200 }).map((s) => 'v1.' + s.replace(/=+$/, '')),
    );
    await fc.assert(
      fc.asyncProperty(text, async (s) => {
        const r = await decodeShareLink(s);
        expect(parseConfig(r.config).ok).toBe(true);
        if (!r.ok) expect(r.problems.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });

  it('mutated valid links (cut, changed, inserted, deleted characters) never throw', async () => {
    const fragments = await Promise.all([defaultConfig(), mixedClusterConfig()].map(encode));
    const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.%$ ';
    const mutation = fc.record({
      which: fc.nat(fragments.length - 1),
      at: fc.nat(),
      kind: fc.constantFrom('cut', 'change', 'insert', 'delete'),
      char: fc.constantFrom(...chars),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(mutation, { minLength: 1, maxLength: 3 }), async (ms) => {
        let s = fragments[ms[0]!.which]!;
        for (const m of ms) {
          const i = m.at % (s.length + 1);
          if (m.kind === 'cut') s = s.slice(0, i);
          else if (m.kind === 'change') s = s.slice(0, i) + m.char + s.slice(i + 1);
          else if (m.kind === 'insert') s = s.slice(0, i) + m.char + s.slice(i);
          else s = s.slice(0, i) + s.slice(i + 1);
        }
        const r = await decodeShareLink(s);
        expect(parseConfig(r.config).ok).toBe(true);
        if (!r.ok) expect(r.problems.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });
});

describe('share links across schema versions', () => {
  it('a sizing without a failure plan keeps its short version-1 link; one with a plan is written as version 2', async () => {
    const plain = await encode(defaultConfig());
    // Six nodes of the base sizing's type: the same 73 characters as before version 2.
    expect(plain.length).toBeLessThanOrEqual(80);
    expect(await decodeShareLink(plain)).toEqual({ ok: true, config: defaultConfig(), migratedFrom: null, problems: [] });
    const planned = defaultConfig();
    planned.clusters[0]!.failurePlan = { steps: [{ atMinutes: 5, targets: [{ nodeTypeId: 'all-flash', index: 3, scope: 'block' }] }] };
    const withPlan = await decodeShareLink(await encode(planned));
    expect(withPlan).toEqual({ ok: true, config: planned, migratedFrom: null, problems: [] });
    const ring = defaultConfig();
    ring.clusters[0]!.rebuild.ringRemovalSeconds = 600;
    expect((await decodeShareLink(await encode(ring))).config).toEqual(ring);
  });
});

describe('the capacity unit in a link', () => {
  it('adds ~TB for TB and nothing for TiB, so a TiB link is the link made before the unit travelled', async () => {
    const config = defaultConfig();
    const plain = await encode(config);
    const tib = await encodeShareLink(config, { capacityUnit: 'TiB' });
    const tb = await encodeShareLink(config, { capacityUnit: 'TB' });
    expect(tib).toEqual({ ok: true, fragment: plain });
    expect(tb).toEqual({ ok: true, fragment: `${plain}~TB` });
  });

  it('reads the unit back with the same config, and no unit from a link without one', async () => {
    const config = mixedClusterConfig();
    const plain = await encode(config);
    const withUnit = await decodeShareLink(`https://sizer.example/#${plain}~TB`);
    expect(withUnit).toMatchObject({ ok: true, config, capacityUnit: 'TB' });
    const without = await decodeShareLink(plain);
    expect(without.ok).toBe(true);
    expect('capacityUnit' in without).toBe(false);
    expect(without.config).toEqual(config);
  });

  it('keeps the unit of a damaged link, whose sizing still opens with the defaults', async () => {
    const r = await decodeShareLink('v1.@@@~TB');
    expect(r).toMatchObject({ ok: false, issue: 'not-base64', capacityUnit: 'TB' });
  });
});

describe('the cluster on screen in a link', () => {
  const twoClusters = () => {
    const config = defaultConfig();
    config.clusters.push({ ...structuredClone(config.clusters[0]!), id: 'dr', name: 'DR' });
    return config;
  };

  it('adds ~c2 for the second cluster, before the unit, and nothing for the first', async () => {
    const config = twoClusters();
    const plain = await encode(config);
    expect(await encodeShareLink(config, { clusterIndex: 0 })).toEqual({ ok: true, fragment: plain });
    expect(await encodeShareLink(config, { clusterIndex: 1, capacityUnit: 'TB' })).toEqual({ ok: true, fragment: `${plain}~c2~TB` });
    // A cluster the document does not hold is not written.
    expect(await encodeShareLink(config, { clusterIndex: 5 })).toEqual({ ok: true, fragment: plain });
  });

  it('reads it back with the config and the unit; a link without it, or naming a cluster not there, opens the first', async () => {
    const config = twoClusters();
    const plain = await encode(config);
    expect(await decodeShareLink(`${plain}~c2~TB`)).toMatchObject({ ok: true, config, clusterIndex: 1, capacityUnit: 'TB' });
    expect(await decodeShareLink(`${plain}~c2`)).toMatchObject({ ok: true, config, clusterIndex: 1 });
    for (const link of [plain, `${plain}~c9`, `${plain}~c1`]) {
      const r = await decodeShareLink(link);
      expect(r.ok, link).toBe(true);
      expect('clusterIndex' in r, link).toBe(false);
    }
  });
});
