import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/model/defaultConfig';
import { parseConfig } from '../../src/schema/parse';
import { shiftJis } from '../fixtures/inventory/encodings';
import { corner, zipBomb } from '../fixtures/inventory/hostile';
import { sample } from '../sharedSamples';
import { cliCommand } from './cliProcess';

const command = cliCommand('import');
const run = (args: string[], lang?: string) => command.run(args, lang ? { lang } : {});
const FIX = 'tests/fixtures/inventory/';

describe('npm run import', () => {
  it('prints the default config with the imported workload in its first cluster, and the report on stderr', () => {
    const r = run([FIX + 'rvtools-4.xlsx', '--powered-off', 'exclude']);
    expect(r.status).toBe(0);
    const parsed = parseConfig(JSON.parse(r.stdout));
    if (!parsed.ok) throw new Error('invalid config');
    const groups = parsed.config.clusters[0]!.workload.vmGroups;
    // The six powered-on VMs of the fixture: 26 vCPU, 148 GiB RAM, 625 GiB used (see fixtures.test.ts).
    expect(groups.reduce((s, g) => s + g.count, 0)).toBe(6);
    expect(groups.reduce((s, g) => s + g.count * g.vcpu, 0)).toBe(26);
    expect(groups.reduce((s, g) => s + g.count * g.ramGiB, 0)).toBe(148);
    expect(groups.reduce((s, g) => s + g.count * g.usedGiB, 0)).toBe(625);
    expect({ ...parsed.config, clusters: [] }).toEqual({ ...defaultConfig(), clusters: [] });
    expect(r.stderr).toContain('vInfo, row 9 (tmpl-w2019): skipped, a template: never sized');
    expect(r.stderr).toContain('vdi-002): skipped, powered off');
  });

  it('warns on stderr, with counts, when vPartition gave only some VMs their storage (joined by VM ID here)', () => {
    const r = run([relative(process.cwd(), sample('nutanix-sizing-workshop', 'BillSampleNextRvtoolsFinal.xlsx'))]);
    expect(r.status).toBe(0);
    const lines = r.stderr.trim().split('\n');
    expect(lines[0]).toBe(
      'warning: vPartition: 286 rows; 107 of 129 VMs take their used storage from its Consumed; it has no column "VM"; ' +
        'joined by VM ID (284 rows); the other 22 take vInfo In Use; 2 rows are of templates or other vInfo rows not sized.',
    );
    expect(lines.at(-1)).toBe(
      'BillSampleNextRvtoolsFinal.xlsx: rvtools, 129 VMs sized in 110 groups (109 powered on, 20 powered off, powered-off included), ' +
        '2 rows skipped; used storage from vPartition Consumed 107, vInfo In Use 22',
    );
    // Production: 17.40 TiB of partitions for 91 VMs and 3.29 TiB of In Use for 20 (see samples.test.ts).
    const groups = JSON.parse(r.stdout).clusters[0].workload.vmGroups as { name: string; count: number; usedGiB: number }[];
    const production = groups.filter((g) => g.name.startsWith('Production Cluster'));
    expect(production.reduce((s, g) => s + g.count * g.usedGiB * 1024, 0)).toBe(18_248_813 + 3_454_380);
  });

  it('exits 2 with one line per problem for a file it cannot read', () => {
    const r = run([FIX + 'missing-columns.xlsx']);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toEqual([
      'missing-columns.xlsx, sheet "vInfo": missing column(s) "CPUs", "Memory"; expected: RVTools workbook (vInfo, vPartition, vHost).',
    ]);
  });

  it('words its problem lines in Japanese under a ja_JP locale', () => {
    const r = run([FIX + 'missing-columns.xlsx'], 'ja_JP.UTF-8');
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toEqual([
      'missing-columns.xlsx、シート「vInfo」: 列 "CPUs", "Memory" がありません。想定される形式: RVTools ワークブック（vInfo、vPartition、vHost）。',
    ]);
  });

  it('explains its usage on an unknown option', () => {
    const r = run([FIX + 'vms.csv', '--right-size', 'p50']);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/usage: npm run import/);
  });

  describe('files built to break the reader are refused with one line, before it runs out of memory', () => {
    const dir = mkdtempSync(join(tmpdir(), 'import-'));
    const write = (name: string, bytes: Buffer) => {
      writeFileSync(join(dir, name), bytes);
      return join(dir, name);
    };

    it('a workbook whose one cell sits at XFD1048576', () => {
      const r = run([write('corner.xlsx', corner())], 'ja_JP.UTF-8');
      expect(r.status).toBe(2);
      expect(r.stderr.trim().split('\n')).toEqual([
        'corner.xlsx、シート「vInfo」: セルが XFD1048576 まであります。読み込めるのは 400,000 行、1,024 列までで、' +
          'VM 50,000 台のエクスポートはこの範囲に収まるため、読み込む前に拒否しました。',
      ]);
    });

    it('a zip bomb, named with its real size', () => {
      const r = run([write('bomb.xlsx', zipBomb(512, true))]);
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(/^bomb\.xlsx: this 0\.5 MB file unpacks to more than 244 MB/);
    });
  });

  it('reads a CSV that Excel saved in Shift-JIS', () => {
    const csv = 'name,vcpu,ram_gib,used_gib,provisioned_gib\r\n仮想サーバー01,2,8,40,60\r\n';
    const file = join(mkdtempSync(join(tmpdir(), 'import-')), 'vms-sjis.csv');
    writeFileSync(file, shiftJis(csv));
    const r = run([file]);
    expect(r.status).toBe(0);
    const parsed = parseConfig(JSON.parse(r.stdout));
    if (!parsed.ok) throw new Error('invalid config');
    expect(parsed.config.clusters[0]!.workload.vmGroups.map((g) => [g.count, g.vcpu, g.ramGiB])).toEqual([[1, 2, 8]]);
  });
});

describe('npm run import: an estate into a plan of several clusters', () => {
  const WORKSHOP = relative(process.cwd(), sample('nutanix-sizing-workshop', 'SizingWorkshop-RVTools.xlsx'));
  const BILL = relative(process.cwd(), sample('nutanix-sizing-workshop', 'BillSampleNextRvtoolsFinal.xlsx'));
  const clustersOf = (stdout: string) => {
    const parsed = parseConfig(JSON.parse(stdout));
    if (!parsed.ok) throw new Error('invalid config');
    return parsed.config.clusters.map((c) => ({
      name: c.name,
      hypervisor: c.hypervisor.kind,
      ratio: c.workload.vcpuPerCore,
      vms: c.workload.vmGroups.reduce((n, g) => n + g.count, 0),
      vcpu: c.workload.vmGroups.reduce((n, g) => n + g.count * g.vcpu, 0),
      sources: c.importedSources,
    }));
  };

  it('--map per-source --hypervisor esxi --ratio measured: one ESXi cluster per source cluster, at its measured ratio', () => {
    const r = run([WORKSHOP, '--map', 'per-source', '--hypervisor', 'esxi', '--ratio', 'measured']);
    expect(r.status).toBe(0);
    expect(clustersOf(r.stdout)).toEqual([
      { name: 'Cluster1', hypervisor: 'esxi', ratio: 4.01, vms: 47, vcpu: 257, sources: [{ name: 'Cluster1', vms: 47 }] },
      { name: 'Cluster2', hypervisor: 'esxi', ratio: 6.69, vms: 685, vcpu: 2248, sources: [{ name: 'Cluster2', vms: 685 }] },
      { name: 'Mgmt', hypervisor: 'esxi', ratio: 2.5, vms: 22, vcpu: 80, sources: [{ name: 'Mgmt', vms: 22 }] },
      { name: 'DMZ', hypervisor: 'esxi', ratio: 3.77, vms: 41, vcpu: 136, sources: [{ name: 'DMZ', vms: 41 }] },
    ]);
    expect(r.stderr.trim().split('\n').at(-1)).toMatch(/795 VMs sized in 325 groups of 4 clusters/);
  });

  it('--map one (the default): every source cluster into the first cluster, as before', () => {
    const r = run([WORKSHOP, '--grouping', 'bands']);
    expect(r.status).toBe(0);
    expect(clustersOf(r.stdout)).toEqual([
      {
        name: 'Cluster 1',
        hypervisor: 'ahv',
        ratio: undefined,
        vms: 795,
        vcpu: 2721,
        sources: ['Cluster1', 'Cluster2', 'Mgmt', 'DMZ'].map((name) => ({
          name,
          vms: { Cluster1: 47, Cluster2: 685, Mgmt: 22, DMZ: 41 }[name],
        })),
      },
    ]);
  });

  it('--append: a second export added to a plan, a source cluster it already holds left out and said', () => {
    const dir = mkdtempSync(join(tmpdir(), 'estate-'));
    const first = run([WORKSHOP, '--map', 'per-source']);
    writeFileSync(join(dir, 'plan.json'), first.stdout);
    const r = run([BILL, WORKSHOP, '--append', join(dir, 'plan.json'), '--map', 'per-source']);
    expect(r.status).toBe(0);
    expect(clustersOf(r.stdout).map((c) => [c.name, c.vms])).toEqual([
      ['Cluster1', 47],
      ['Cluster2', 685],
      ['Mgmt', 22],
      ['DMZ', 41],
      ['Production Cluster', 111],
      ['Avaya Cluster', 18],
    ]);
    expect(r.stderr).toContain(
      'Source cluster "Cluster1" (47 VMs) is already in the plan, in cluster "Cluster1": left out of this import.',
    );
  });

  it('refuses a mapping past the plan’s clusters, with both counts, and bad choices with the usage', () => {
    const dir = mkdtempSync(join(tmpdir(), 'estate-'));
    const thirtyOne = {
      ...defaultConfig(),
      clusters: Array.from({ length: 31 }, (_, i) => ({ ...defaultConfig().clusters[0]!, id: `c${i + 1}`, name: `C${i}` })),
    };
    writeFileSync(join(dir, 'plan.json'), JSON.stringify(thirtyOne));
    const r = run([WORKSHOP, '--append', join(dir, 'plan.json'), '--map', 'per-source']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(
      'The plan would hold 35 clusters; it holds at most 32. Map some source clusters into the same target cluster.',
    );
    expect(r.stdout).toBe('');
    const bad = run([WORKSHOP, '--map', 'all']);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/^usage: npm run import -- <file>\.\.\. \[--map one\|per-source\]/);
  });
});
