import { describe, expect, it } from 'vitest';
import { describeInEnglish } from '../../src/i18n/describeInEnglish';
import { CATALOGUE } from '../../src/catalogue/catalogue';
import { perCoreRate } from '../../src/catalogue/cpuModel';
import type { Catalogue, CpuEntry, Platform } from '../../src/catalogue/types';
import { parseCatalogue } from '../../src/schema/catalogue';

/** The catalogue with one entry changed, as a broken data file would arrive. */
function withPlatform(index: number, change: (p: Platform) => unknown): unknown {
  return { ...CATALOGUE, platforms: CATALOGUE.platforms.map((p, i) => (i === index ? change(p) : p)) };
}
function withCpu(id: string, change: (c: CpuEntry) => unknown): unknown {
  return { ...CATALOGUE, cpus: CATALOGUE.cpus.map((c) => (c.id === id ? change(c) : c)) };
}
const messages = (input: unknown) => {
  const r = parseCatalogue(input);
  return r.ok ? [] : r.problems.map((p) => `${p.where}: ${describeInEnglish(p)}`);
};
const NX3170 = CATALOGUE.platforms.findIndex((p) => p.model === 'NX-3170-G8');

describe('the platform catalogue', () => {
  it('passes its schema and cross-checks', () => {
    expect(parseCatalogue(CATALOGUE)).toEqual({ ok: true, catalogue: CATALOGUE });
  });

  it('holds 55 models: NX G10, G9 and G8 and four OEM lines, each citing a dated source', () => {
    const count = (vendor: string) => CATALOGUE.platforms.filter((p) => p.vendor === vendor).length;
    expect([CATALOGUE.platforms.length, count('Nutanix'), count('Lenovo'), count('Dell'), count('HPE'), count('Cisco')]).toEqual([
      55, 28, 5, 10, 10, 2,
    ]);
    const generations = CATALOGUE.platforms.filter((p) => p.line === 'NX').map((p) => p.generation);
    expect([generations.filter((g) => g === 'G10').length, generations.filter((g) => g === 'G9').length]).toEqual([9, 10]);
    const sources = new Map(CATALOGUE.sources.map((s) => [s.id, s]));
    for (const entry of [...CATALOGUE.platforms, ...CATALOGUE.cpus]) {
      expect(entry.sources.length, entry.id).toBeGreaterThan(0);
      for (const id of entry.sources) expect(sources.get(id)?.accessed, `${entry.id} cites ${id}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('has every CPU a platform offers in the CPU table', () => {
    const table = new Set(CATALOGUE.cpus.map((c) => c.id));
    const offered = CATALOGUE.platforms.flatMap((p) => p.cpuOptions.map((o) => o.cpu));
    expect(offered.filter((id) => !table.has(id))).toEqual([]);
    expect([...new Set(offered)].sort()).toEqual([
      'amd-epyc-9274f',
      'intel-xeon-6730p',
      'intel-xeon-6736p',
      'intel-xeon-6737p',
      'intel-xeon-6748p',
      'intel-xeon-6760p',
      'intel-xeon-gold-6342',
      'intel-xeon-gold-6354',
      'intel-xeon-gold-6442y',
      'intel-xeon-silver-4310',
    ]);
  });

  it("marks verified only entries read wholly from the vendor's own document, and every unverified one says what is missing", () => {
    const kinds = new Map(CATALOGUE.sources.map((s) => [s.id, s.kind]));
    const verified = CATALOGUE.platforms.filter((p) => p.verified);
    expect(verified.length).toBe(18);
    for (const p of verified) for (const id of p.sources) expect(kinds.get(id), `${p.id} cites ${id}`).toBe('vendor-guide');
    expect(CATALOGUE.cpus.filter((c) => c.verified)).toEqual([]);
    for (const e of [...CATALOGUE.platforms, ...CATALOGUE.cpus]) expect(e.notes.length, e.id).toBeGreaterThan(0);
  });

  it('gives a per-core figure only from a cited result, and every one given is positive', () => {
    const figures = CATALOGUE.cpus.map((c) => [c.id, perCoreRate(c)] as const).filter(([, v]) => v !== undefined);
    for (const [id, v] of figures) expect(v, id).toBeGreaterThan(0);
    // SPECrate2017_int_base ÷ enabled cores of the HPE ProLiant DL380 result of each CPU.
    expect(Object.fromEntries(figures)).toEqual({
      'intel-xeon-gold-6442y': 490 / 48,
      'intel-xeon-gold-6342': 8,
      'intel-xeon-gold-6354': 317 / 36,
      'intel-xeon-gold-6248': 5.8,
    });
    // No result was found for the older CPUs of the migrated hosts: their figure is empty, and says so.
    const without = CATALOGUE.cpus.filter((c) => !c.rate);
    expect(without.map((c) => c.id)).toEqual([
      'intel-xeon-e5-2690-v4',
      'intel-xeon-e5-2667-v3',
      'intel-xeon-e5-2660-v3',
      'intel-xeon-e5-2697-v2',
      'intel-xeon-e5-2690',
      'intel-xeon-e5-2680',
      'intel-xeon-x5690',
      'intel-xeon-x5675',
      'intel-xeon-6736p',
      'intel-xeon-6730p',
      'intel-xeon-6737p',
      'intel-xeon-6748p',
      'intel-xeon-6760p',
      'intel-xeon-silver-4310',
      'amd-epyc-9274f',
    ]);
    for (const c of without) expect(c.notes.join(' '), c.id).toMatch(/per-core figure/);
  });

  it('derives the per-core figure as the result over its enabled cores', () => {
    const cpu: CpuEntry = { ...CATALOGUE.cpus[0]!, rate: { intBase: 300, enabledCores: 48, chips: 2, system: 'example', source: 'x' } };
    expect(perCoreRate(cpu)).toBe(6.25);
  });
});

describe('a broken catalogue entry', () => {
  it('names the model and the field', () => {
    expect(messages(withPlatform(NX3170, (p) => ({ ...p, nodesPerBlock: 0 })))).toEqual([
      'platform NX-3170-G8, nodesPerBlock: must be at least 1',
    ]);
    expect(messages(withPlatform(NX3170, (p) => ({ ...p, driveTiers: [{ tier: 'ssd', sizesTB: [-1.9] }] })))).toEqual([
      'platform NX-3170-G8, driveTiers[0].sizesTB[0]: must be more than 0',
    ]);
    expect(messages(withPlatform(NX3170, (p) => ({ ...p, weightKg: '30 kg' })))).toEqual([
      'platform NX-3170-G8, weightKg: must be a number, not text "30 kg"',
    ]);
  });

  it('names a CPU the table lacks', () => {
    expect(messages(withPlatform(NX3170, (p) => ({ ...p, cpuOptions: [{ cpu: 'intel-xeon-gold-9999', sockets: 2 }] })))).toEqual([
      'platform NX-3170-G8, cpuOptions[0].cpu: "intel-xeon-gold-9999" is not in the CPU table',
    ]);
  });

  it('refuses "verified" on the strength of a tested configuration', () => {
    expect(messages(withPlatform(NX3170, (p) => ({ ...p, verified: true })))).toEqual([
      'platform NX-3170-G8, verified: cannot be true: source "ntnx-ra-citrix-vsphere-nx3170g8" is a tested-configuration, not a spec-sheet or vendor-guide',
      'platform NX-3170-G8, verified: cannot be true: source "ntnx-tn-fslogix-files" is a tested-configuration, not a spec-sheet or vendor-guide',
    ]);
  });

  it('refuses an entry without a source, a source without a date, and an unknown source', () => {
    expect(messages(withPlatform(NX3170, (p) => ({ ...p, sources: [] })))).toEqual([
      'platform NX-3170-G8, sources: must have at least 1 item',
    ]);
    const undated: Catalogue = { ...CATALOGUE, sources: CATALOGUE.sources.map((s, i) => (i === 0 ? { ...s, accessed: '' } : s)) };
    expect(messages(undated)).toEqual([`source ${CATALOGUE.sources[0]!.id}, accessed: must be a date: YYYY-MM-DD`]);
    expect(messages(withCpu('intel-xeon-x5690', (c) => ({ ...c, sources: ['nowhere'] })))).toEqual([
      'CPU Intel Xeon X5690, sources[0]: cites "nowhere", which is not in the sources',
    ]);
  });

  it('refuses a per-core result that is not positive, not from a benchmark, or on other cores than the CPU has', () => {
    const rate = { intBase: 0, enabledCores: 48, chips: 2, system: 'x', source: 'spec-search-6342' };
    expect(messages(withCpu('intel-xeon-gold-6342', (c) => ({ ...c, rate })))).toEqual([
      'CPU Intel Xeon Gold 6342, rate.intBase: must be more than 0',
    ]);
    const fromRvtools = { ...rate, intBase: 384, source: 'rvtools-next-sample' };
    expect(messages(withCpu('intel-xeon-gold-6342', (c) => ({ ...c, rate: fromRvtools })))).toEqual([
      'CPU Intel Xeon Gold 6342, rate.source: "rvtools-next-sample" is not a benchmark result in the sources',
    ]);
    const fourSockets = { ...rate, intBase: 384, chips: 4 };
    expect(messages(withCpu('intel-xeon-gold-6342', (c) => ({ ...c, rate: fourSockets })))).toEqual([
      'CPU Intel Xeon Gold 6342, rate.enabledCores: 48 is not 24 cores per socket × 4 chips',
    ]);
  });

  it('refuses "verified" on a CPU whose figures come from a compilation', () => {
    expect(messages(withCpu('intel-xeon-gold-6248', (c) => ({ ...c, verified: true })))).toEqual([
      'CPU Intel Xeon Gold 6248, verified: cannot be true: source "spec-search-6248" is a benchmark-compilation, not a spec-sheet or benchmark-result',
    ]);
  });

  it('refuses a second entry with the same id', () => {
    const twice = { ...CATALOGUE, cpus: [...CATALOGUE.cpus, CATALOGUE.cpus[0]] };
    expect(messages(twice)).toEqual([`CPU ${CATALOGUE.cpus[0]!.name}, id: "${CATALOGUE.cpus[0]!.id}" is used by an earlier entry`]);
  });
});
