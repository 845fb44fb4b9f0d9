import type { SourceCpu } from '../model/config';
import { CPUS } from './cpus';
import type { CpuEntry } from './types';

/**
 * One key for the many ways a CPU is written: RVTools `CPU Model` ("Intel(R) Xeon(R) CPU
 * E5-2680 0 @ 2.70GHz", "Intel(R) Xeon(R) Gold 6248R CPU @ 3.00GHz"), a vendor table ("Xeon Gold
 * 6442Y @ 2.6 Ghz") and the catalogue's own names ("Intel Xeon Gold 6248"). Lower case, without
 * trademarks, the words CPU and Processor, the clock and the AMD core count; an Intel part keeps its
 * version ("v4"), and the first E5 generation, which RVTools writes "E5-2680 0", has none.
 * Returns '' for text that names no model.
 */
export function normaliseCpuModel(text: string): string {
  let s = text
    .toLowerCase()
    .replace(/\((?:r|tm)\)|®|™/g, ' ')
    .replace(/@\s*[\d.]+\s*[gm]hz/g, ' ')
    .replace(/\b\d+-core\b/g, ' ')
    .replace(/\b(?:cpu|processor)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // "E5-2690v4" and "E5-2690 v4" alike; "E5-2680 0" is the first generation, written without a version.
  s = s.replace(/\b(e[357]-\d{4}[a-z]*)\s*(v\d)\b/, '$1 $2').replace(/\b(e[357]-\d{4}[a-z]*) 0\b/, '$1');
  if (s.startsWith('xeon ')) s = `intel ${s}`;
  if (s.startsWith('epyc ')) s = `amd ${s}`;
  return s;
}

let byKey: Map<string, CpuEntry> | undefined;

/** The CPU table's entry for an RVTools (or any) CPU text, or undefined when the table lacks it. */
export function findCpu(text: string): CpuEntry | undefined {
  byKey ??= new Map(CPUS.map((c) => [normaliseCpuModel(c.name), c]));
  const key = normaliseCpuModel(text);
  return key ? byKey.get(key) : undefined;
}

/** SPECrate2017_int_base per core, from the entry's cited result; undefined when it has none. */
export function perCoreRate(cpu: CpuEntry): number | undefined {
  return cpu.rate ? cpu.rate.intBase / cpu.rate.enabledCores : undefined;
}

/**
 * The source hosts' CPUs as a cluster keeps them: each model named as the CPU table names it, with
 * its per-core figure, or as the hosts wrote it and without a figure when the table lacks it.
 */
export function sourceCpus(models: readonly { model: string; cores: number }[]): SourceCpu[] {
  return models.map(({ model, cores }) => {
    const cpu = findCpu(model);
    const rate = cpu && perCoreRate(cpu);
    return { model: cpu?.name ?? model, cores, ...(rate !== undefined && { perCoreRate: rate }) };
  });
}
