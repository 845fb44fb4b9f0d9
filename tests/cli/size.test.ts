import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/model/defaultConfig';
import { size } from '../../src/model/evaluate';

const run = (args: string[], input?: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/size.ts', ...args], { input, encoding: 'utf8' });

describe('npm run size', () => {
  it('prints the full result as JSON for a config file', () => {
    const r = run(['docs/default-config.json']);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(JSON.parse(JSON.stringify(size(defaultConfig()))));
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
  it('reads a file that starts with a UTF-8 byte order mark', () => {
    const r = run(['-'], '\uFEFF' + JSON.stringify(defaultConfig()));
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).modelVersion).toBe(size(defaultConfig()).modelVersion);
  });
  it('refuses input above 5 MB unread, with exit code 2', () => {
    const r = run(['-'], '['.repeat(6 * 1024 * 1024));
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/larger than 5 MB/);
  });
  it('explains its usage when called without a file', () => {
    const r = run([]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/usage: npm run size -- <config.json \| ->/);
  });
});
