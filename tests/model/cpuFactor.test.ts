import { describe, expect, it } from 'vitest';
import { cpuFactorFor, sourcePerCore } from '../../src/model/cpuFactor';
import { evaluate as evaluateModel } from '../../src/model/evaluate';
import { EVERYTHING } from '../../src/model/headless';
import { cluster, nodeType, vm } from './helpers';

// The catalogue's per-core figures (SPECrate2017_int_base over the result's cores, HPE DL380 results):
// Gold 6248 232 / 40 = 5.8, Gold 6342 384 / 48 = 8, Gold 6442Y 490 / 48 = 10.208333…
const GOLD_6248 = { model: 'Intel Xeon Gold 6248', perCoreRate: 5.8 };
const GOLD_6342 = { model: 'Intel Xeon Gold 6342', perCoreRate: 8 };
const GOLD_6442Y = { model: 'Intel Xeon Gold 6442Y', perCoreRate: 490 / 48 };

describe('the per-core conversion from the source hosts to the target', () => {
  it('weights the source models by their cores: (80 × 5.8 + 48 × 8) / 128 = 6.625', () => {
    const s = sourcePerCore([
      { ...GOLD_6248, cores: 80 },
      { ...GOLD_6342, cores: 48 },
    ]);
    expect(s).toMatchObject({ rate: 6.625, cores: 128, missing: [] });
  });

  it('a 2 × 24-core Gold 6442Y node with 4 CVM cores gives 44 × 10.2083 / 6.625 = 67.80 source cores', () => {
    const target = nodeType({ coresPerSocket: 24, cpu: GOLD_6442Y });
    const c = cluster(4, {
      overheads: { cvmCores: 4 },
      sourceCpus: [
        { ...GOLD_6248, cores: 80 },
        { ...GOLD_6342, cores: 48 },
      ],
    });
    const r = evaluateModel(c, [target], EVERYTHING);
    const [f] = r.compute.cpuFactors!;
    // 10.208333 / 6.625 = 1.540881…
    expect(f!.basis).toBe('per-core');
    expect(f!.factor).toBeCloseTo(1.540881, 6);
    // 4 nodes × 44 cores × 1.540881 = 271.195…
    expect(r.compute.cores.supply.value).toBeCloseTo(271.195, 3);
  });

  it('the demand of 300 vCPU at 3:1 needs 100 source cores, worth 100 / 1.760057 = 56.8 Gold 6442Y cores', () => {
    const target = nodeType({ coresPerSocket: 24, cpu: GOLD_6442Y });
    const sources = [{ ...GOLD_6248, cores: 128 }];
    const f = cpuFactorFor(target, sourcePerCore(sources));
    // 10.208333 / 5.8 = 1.760057: a target core does 1.76 source cores' work.
    expect(f.factor).toBeCloseTo(1.760057, 6);
    const c = cluster(4, { overheads: { cvmCores: 4 }, sourceCpus: sources, workload: { vmGroups: [vm({ count: 150, vcpu: 2 })] } });
    const r = evaluateModel(c, [target], EVERYTHING);
    expect(r.compute.cores.demand.value).toBe(100);
    // The supply, in source cores: 4 × 44 × 1.760057 = 309.77; 100 of it is 32.3%.
    expect(r.compute.cores.supply.value).toBeCloseTo(309.77, 2);
  });

  it('a missing figure makes the factor 1 and names what is missing', () => {
    const target = nodeType({ cpu: GOLD_6442Y });
    const old = { model: 'Intel Xeon E5-2680', cores: 432 };
    expect(cpuFactorFor(target, sourcePerCore([old, { ...GOLD_6248, cores: 96 }]))).toMatchObject({
      factor: 1,
      basis: 'source-missing',
      sourcePerCore: null,
      sourceMissing: ['Intel Xeon E5-2680'],
    });
    expect(cpuFactorFor(nodeType({ cpu: { model: 'Intel Xeon E5-2690 v4' } }), sourcePerCore([{ ...GOLD_6248, cores: 8 }]))).toMatchObject({
      factor: 1,
      basis: 'target-missing',
    });
    expect(cpuFactorFor(target, sourcePerCore(undefined))).toMatchObject({ factor: 1, basis: 'no-source' });
  });

  it('the workshop’s hosts, none with a figure: the core supply’s derivation names each with its cores, and the factor 1', () => {
    // The Nutanix sizing workshop's vHost: 432 cores of E5-2680, 48 of E5-2667 v3, 36 of X5675, 12 of X5690.
    const workshop = [
      { model: 'Intel Xeon E5-2680', cores: 432 },
      { model: 'Intel Xeon E5-2667 v3', cores: 48 },
      { model: 'Intel Xeon X5675', cores: 36 },
      { model: 'Intel Xeon X5690', cores: 12 },
    ];
    const target = nodeType({ coresPerSocket: 24, cpu: GOLD_6442Y });
    const c = cluster(4, { overheads: { cvmCores: 4 }, sourceCpus: workshop, workload: { vmGroups: [vm({ count: 150, vcpu: 2 })] } });
    const r = evaluateModel(c, [target], EVERYTHING);
    // No source figure, so the factor is 1: 4 nodes × (48 − 4) cores = 176 cores, each counted as an old one.
    expect(r.compute.cores.supply.value).toBe(176);
    expect(r.compute.cores.supply.derivation.inputs).toEqual({
      nodes: 4,
      sourceCpus: 'Intel Xeon E5-2680: 432, Intel Xeon E5-2667 v3: 48, Intel Xeon X5675: 36, Intel Xeon X5690: 12',
      sourceCpusWithoutFigure: 'Intel Xeon E5-2680, Intel Xeon E5-2667 v3, Intel Xeon X5675, Intel Xeon X5690',
      cpuFactor: 1,
    });
    // The demand (300 vCPU at 3:1 = 100 cores) is counted in those hosts' cores, and says so.
    expect(r.compute.cores.demand.value).toBe(100);
    expect(r.compute.cores.demand.derivation.inputs.sourceCpus).toBe(r.compute.cores.supply.derivation.inputs.sourceCpus);
    expect(r.compute.cpuFactors![0]).toMatchObject({ factor: 1, basis: 'source-missing', sources: workshop });
    // With the Gold 6248's figure known: 10.2083 ÷ 5.8 = 1.7601, 176 × 1.7601 = 309.77.
    const known = evaluateModel({ ...c, sourceCpus: [{ ...GOLD_6248, cores: 128 }] }, [target], EVERYTHING).compute.cores.supply;
    expect(known.value).toBeCloseTo(309.77, 2);
    expect(known.derivation.inputs).toMatchObject({ sourceCpusWithoutFigure: 'none', sourcePerCore: 5.8 });
    expect(known.derivation.inputs.cpuFactor).toBeCloseTo(1.760057, 6);
  });

  it('a node type naming no CPU keeps the factor typed by hand, even with source hosts named', () => {
    const typed = nodeType({ cpuFactor: 1.3 });
    expect(cpuFactorFor(typed, sourcePerCore([{ ...GOLD_6248, cores: 8 }]))).toMatchObject({ factor: 1.3, basis: 'typed' });
  });

  it('a cluster naming no CPU reports no factors: its result is the one it had before CPUs were named', () => {
    const r = evaluateModel(cluster(4), [nodeType()], EVERYTHING);
    expect(r.compute).not.toHaveProperty('cpuFactors');
  });
});
