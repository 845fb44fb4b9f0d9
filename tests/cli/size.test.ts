import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/model/defaultConfig';
import { size } from '../../src/model/headless';
import { cliCommand } from './cliProcess';

const command = cliCommand('size');
const run = (args: string[], input?: string, lang?: string) =>
  command.run(args, { ...(input !== undefined && { input }), ...(lang && { lang }) });

describe('npm run size', () => {
  it('prints the full result as JSON for a config file', () => {
    const r = run(['docs/default-config.json']);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(JSON.parse(JSON.stringify(size(defaultConfig()))));
  });
  it('replays each cluster’s failure plan, step by step', () => {
    const r = run(['tests/fixtures/share-links/v1/failure-plan.json']);
    expect(r.status).toBe(0);
    const steps = (JSON.parse(r.stdout) as { failurePlans: { steps: Record<string, unknown>[] }[] }).failurePlans[0]!.steps;
    // Six all-flash nodes, RF2: node 2 fails; 10 minutes later, inside its 40-minute ring removal, node 5
    // (its block is itself) fails too: two nodes at once lose data. The plan's hybrid node names no node here.
    // Node 6's rack: the six one-node blocks are dealt to two racks in turn, so r2 holds n2, n4 and n6.
    expect(steps.map((s) => s.failedNodeIds)).toEqual([['n2'], ['n5'], ['n4', 'n6']]);
    expect(steps[0]).toMatchObject({ dataAvailable: true, reprotected: true, ringRemovedAtMinutes: 40 });
    expect(steps[1]).toMatchObject({
      simultaneous: true,
      dataAvailable: false,
      unresolved: [{ target: { nodeTypeId: 'hybrid', index: 1, scope: 'node' }, reason: 'no-such-type' }],
    });
  });
  it('reads stdin with -, and an invalid config exits 2 with one line per problem', () => {
    const cfg = defaultConfig() as unknown as { clusters: { protection: { rf: number }; nodes: unknown[] }[] };
    cfg.clusters[0]!.protection.rf = 4;
    cfg.clusters[0]!.nodes = [];
    const r = run(['-'], JSON.stringify(cfg));
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toEqual([
      'clusters[0].nodes: must have at least 1 item',
      'clusters[0].protection.rf: must be 2 or 3',
    ]);
  });
  it('words the problem lines in Japanese under a ja_JP locale', () => {
    const cfg = defaultConfig() as unknown as { clusters: { protection: { rf: number }; nodes: unknown[] }[] };
    cfg.clusters[0]!.protection.rf = 4;
    cfg.clusters[0]!.nodes = [];
    const r = run(['-'], JSON.stringify(cfg), 'ja_JP.UTF-8');
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toEqual([
      'clusters[0].nodes: 1 個以上の項目が必要です',
      'clusters[0].protection.rf: 2、3 のいずれかで指定してください',
    ]);
  });
  it('words the schema’s own rules in Japanese too, in English as before', () => {
    const cfg = defaultConfig() as unknown as { nodeTypes: { id: string }[]; schemaVersion: number };
    cfg.nodeTypes[1]!.id = cfg.nodeTypes[0]!.id;
    const ja = run(['-'], JSON.stringify(cfg), 'ja_JP.UTF-8');
    expect(ja.stderr.trim().split('\n')).toContain('nodeTypes[1].id: ノードタイプの中で一意にしてください');
    const en = run(['-'], JSON.stringify(cfg));
    expect(en.stderr.trim().split('\n')).toContain('nodeTypes[1].id: must be unique among node types');
    cfg.schemaVersion = 9;
    expect(run(['-'], JSON.stringify(cfg), 'ja_JP.UTF-8').stderr).toBe(
      'schemaVersion: 9 です。このサイザーが読めるのは 6 までです。新しいリリースで開いてください\n',
    );
  });
  it('reads a file that starts with a UTF-8 byte order mark', () => {
    const r = run(['-'], '\uFEFF' + JSON.stringify(defaultConfig()));
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).modelVersion).toBe(size(defaultConfig()).modelVersion);
  });
  it('refuses input above 10 MB with exit code 2, naming it: a file unread, by its size', () => {
    const piped = run(['-'], '['.repeat(11 * 1024 * 1024));
    expect(piped.status).toBe(2);
    expect(piped.stderr).toBe('(stdin): is larger than 10 MB; a sizing config is far smaller\n');
    const file = join(mkdtempSync(join(tmpdir(), 'size-')), 'huge.json');
    writeFileSync(file, '['.repeat(11 * 1024 * 1024));
    const named = run([file]);
    expect(named.status).toBe(2);
    expect(named.stderr).toBe(`${file}: is larger than 10 MB; a sizing config is far smaller\n`);
  });
  it('ends quietly when its reader closes the pipe early', () => {
    const r = spawnSync('sh', ['-c', `${command.commandLine()} docs/default-config.json | head -c 10`], {
      encoding: 'utf8',
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toBe('{\n  "model');
    expect(r.stderr).toBe('');
  });
  it('explains its usage when called without a file', () => {
    const r = run([]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/usage: npm run size -- <config.json \| ->/);
  });
});
