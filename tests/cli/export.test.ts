import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import readXlsxFile from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/model/defaultConfig';
import { cliCommand } from './cliProcess';

const command = cliCommand('export');
const run = (args: string[], lang?: string) => command.run(args, lang ? { lang } : {});

const dir = mkdtempSync(join(tmpdir(), 'export-'));
const twoClusters = join(dir, 'plan.json');
const cfg = defaultConfig();
cfg.clusters.push({ ...structuredClone(cfg.clusters[0]!), id: 'dr', name: 'DR', nodes: [{ nodeTypeId: 'all-flash', count: 4 }] });
writeFileSync(twoClusters, JSON.stringify(cfg));

describe('npm run export', () => {
  it('writes the workbook: a sheet per cluster, the bill of materials adding up to 10 nodes', async () => {
    const out = join(dir, 'plan.xlsx');
    const r = run([twoClusters, '--format', 'xlsx', '--out', out]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const sheets = await readXlsxFile(readFileSync(out));
    expect(sheets.map((s) => s.sheet)).toEqual(['Summary', 'Bill of materials', 'Cluster 1', 'DR', 'VM groups', 'Assumptions']);
    const bom = sheets[1]!.data;
    expect(bom.at(-1)!.slice(12, 14)).toEqual([10, 10 * 48]);
  });

  it('writes the report of every cluster as Markdown, after the plan at a glance', () => {
    const out = join(dir, 'plan.md');
    expect(run([twoClusters, '--format', 'md', '--out', out]).status).toBe(0);
    const md = readFileSync(out, 'utf8');
    expect(md).toMatch(/^# Summary: /);
    expect(md).toContain('| DR | 4 | N+1 |');
    expect(md.match(/^## Capacity waterfall/gm)).toHaveLength(2);
    expect(md.match(/^## Resiliency/gm)).toHaveLength(2);
    expect(md.match(/^## Warnings/gm)).toHaveLength(2);
  });

  it("writes the CSV with every cluster's answer", () => {
    const out = join(dir, 'plan.csv');
    expect(run([twoClusters, '--format', 'csv', '--out', out, '--unit', 'TB']).status).toBe(0);
    const csv = readFileSync(out, 'utf8');
    expect(csv).toContain('"plan","DR","nodes",4,""');
    expect(csv).toContain('"plan","Cluster 1","nodes",6,""');
  });

  it('refuses bad arguments with one clear line and the usage, exit 1', () => {
    for (const [args, message] of [
      [[twoClusters, '--out', 'x'], '--format is required: xlsx, md or csv'],
      [[twoClusters, '--format', 'pdf', '--out', 'x'], '--format pdf: must be xlsx, md or csv'],
      [[twoClusters, '--format', 'md'], '--out is required: the file to write'],
      [['--format', 'md', '--out', 'x'], 'no config file given'],
      [[twoClusters, '--format', 'md', '--out', 'x', '--colour', 'red'], 'unknown option --colour'],
      [[twoClusters, '--format'], '--format needs a value'],
    ] as const) {
      const r = run([...args]);
      expect(r.status, args.join(' ')).toBe(1);
      expect(r.stderr).toBe(`${message}\nusage: npm run export -- <config.json | -> --format xlsx|md|csv --out <file> [--unit TiB|TB]\n`);
    }
  });

  it('an invalid config exits 2 naming the field; a missing file exits 1; an unwritable output exits 1', () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ ...cfg, clusters: [{ ...cfg.clusters[0]!, nodes: [] }] }));
    const r = run([bad, '--format', 'md', '--out', join(dir, 'never.md')]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^clusters\[0\]\.nodes: /);
    expect(run([join(dir, 'none.json'), '--format', 'md', '--out', 'x'])).toMatchObject({
      status: 1,
      stderr: expect.stringMatching(/^cannot read /),
    });
    const w = run([twoClusters, '--format', 'md', '--out', join(dir, 'no-such-dir', 'x.md')]);
    expect(w.status).toBe(1);
    expect(w.stderr).toMatch(/^cannot write /);
  });
});
