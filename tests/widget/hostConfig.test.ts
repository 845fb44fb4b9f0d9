import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/model/defaultConfig';
import { LIMITS, MAX_DOCUMENT_BYTES } from '../../src/schema/limits';
import { largerThan, parseHostConfig } from '../../src/widget/hostConfig';
import { describeInEnglish } from '../../src/i18n/describeInEnglish';

const MiB = 2 ** 20;

/** The default config with `perCluster` VM groups in each of `clusters` clusters, every name as long as allowed. */
function bigConfig(clusters: number, perCluster: number) {
  const config = defaultConfig();
  const cluster = config.clusters[0]!;
  const group = cluster.workload.vmGroups[0]!;
  const name = 'n'.repeat(LIMITS.name);
  config.clusters = Array.from({ length: clusters }, (_, k) => ({
    ...cluster,
    id: `c${k}`,
    name,
    workload: { ...cluster.workload, vmGroups: Array.from({ length: perCluster }, (_, i) => ({ ...group, id: `g-${k}-${i}`, name })) },
  }));
  return config;
}

describe("a host's config, refused by its size before it is validated", () => {
  it('takes the most VM groups the schema takes, 32 clusters of 1,000, all with 120-character names: about 8 MB', () => {
    const config = bigConfig(LIMITS.clusters, LIMITS.vmGroups);
    const bytes = JSON.stringify(config).length;
    expect(bytes).toBeGreaterThan(8e6);
    expect(bytes).toBeLessThan(MAX_DOCUMENT_BYTES);
    expect(parseHostConfig(config).ok).toBe(true);
  });

  it('refuses a 30 MB config by its size, after reading only about the first 10 MiB of it', () => {
    const config = bigConfig(16, 8_000);
    expect(JSON.stringify(config).length).toBeGreaterThan(30e6);
    // The groups whose fields are read, by the walk or by the validation.
    const read = new Set<number>();
    let n = 0;
    for (const c of config.clusters)
      c.workload.vmGroups = c.workload.vmGroups.map((g) => {
        const index = n++;
        return new Proxy(g, {
          get: (target, key, receiver) => {
            read.add(index);
            return Reflect.get(target, key, receiver) as unknown;
          },
        });
      });
    const refused = parseHostConfig(config);
    expect(refused).toEqual({ ok: false, problems: [{ path: 'config', code: 'config-too-large', params: { mib: 10 } }], problemCount: 1 });
    expect(refused.ok ? [] : refused.problems.map((p) => describeInEnglish(p))).toEqual([
      'is larger than 10 MiB as JSON, more than any sizing needs',
    ]);
    // 10 MiB of groups of about 240 characters: 44,000 of the 128,000.
    expect(read.size).toBeGreaterThan(0);
    expect(read.size).toBeLessThan(50_000);
  });

  it('refuses above 10 MiB, the cap of every sizing document the sizer and the CLI read', () => {
    expect(MAX_DOCUMENT_BYTES).toBe(10 * MiB);
  });

  it('measures text, numbers, binary data and values that refer to themselves, and stops at the cap', () => {
    expect(largerThan('x'.repeat(30e6), 5 * MiB)).toBe(true);
    expect(largerThan({ name: 'x'.repeat(1000) }, 5 * MiB)).toBe(false);
    expect(largerThan(new Uint8Array(30e6), 5 * MiB)).toBe(true);
    expect(largerThan(new Array<number>(3e6).fill(1), 5 * MiB)).toBe(true);
    const loop: Record<string, unknown> = { a: 1 };
    loop.self = loop;
    expect(largerThan(loop, 5 * MiB)).toBe(true);
    expect(largerThan(null, 0)).toBe(true);
    expect(largerThan(7, 2)).toBe(false);
  });
});
