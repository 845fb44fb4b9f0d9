import { describe, expect, it } from 'vitest';
import { changeText, figureText } from '../../../src/features/compare/format';
import { COMPARE_EN as W } from '../../../src/i18n/en/compare';
import { EN } from '../../../src/i18n/en/page';
import { createFormatter } from '../../../src/i18n/numbers';
import { configDiff } from '../../../src/model/compare';
import { defaultConfig } from '../../../src/model/defaultConfig';

const fmt = createFormatter('en-US', 'TiB', EN);

describe('a comparison in words', () => {
  it('names each changed input as an architect would say it', () => {
    const a = defaultConfig();
    const b = defaultConfig();
    const c = b.clusters[0]!;
    c.nodes[0]!.count = 8;
    c.protection.rf = 3;
    c.faultDomains = { ...c.faultDomains, awareness: 'block', nodesPerBlock: 4 };
    c.headroom = { ...c.headroom, mode: 'fixed', fixedDomains: 2 };
    c.dataReduction = { compressionRatio: 2, dedupRatio: 1, applicationEncryption: true };
    c.thresholds.storageFill = 0.8;
    c.workload.growth.years = 5;
    const diff = configDiff({ cluster: a.clusters[0]!, nodeTypes: a.nodeTypes }, { cluster: c, nodeTypes: b.nodeTypes });
    expect(diff.map((d) => changeText(d, W, EN, fmt))).toEqual([
      'Nodes 6 → 8',
      'RF 2 → 3',
      'Awareness Node → Block',
      'Nodes per block 1 → 4',
      'Headroom auto → N+2',
      'Compression 1.5:1 → 2:1',
      'TDE off → on',
      `Storage fill ${fmt.percent(a.clusters[0]!.thresholds.storageFill)} → 80%`,
      `Growth horizon ${a.clusters[0]!.workload.growth.years} years → 5 years`,
    ]);
  });

  it('gives two inputs that read alike the digits that tell them apart: never "48% → 48%"', () => {
    const a = defaultConfig();
    const b = defaultConfig();
    a.clusters[0]!.thresholds.ram = 0.48;
    b.clusters[0]!.thresholds.ram = 0.4804;
    b.clusters[0]!.dataReduction.compressionRatio = 1.502;
    const diff = configDiff({ cluster: a.clusters[0]!, nodeTypes: a.nodeTypes }, { cluster: b.clusters[0]!, nodeTypes: b.nodeTypes });
    expect(diff.map((d) => changeText(d, W, EN, fmt))).toEqual(['Compression 1.5:1 → 1.502:1', 'RAM target 48% → 48.04%']);
  });

  it('writes figures in the page’s units, and says when one was not checked', () => {
    // 184.32 TB raw is 167.64 TiB: 184.32e12 / 2^40.
    expect(figureText('bytes', 184.32e12, W, EN, fmt)).toBe(fmt.bytes(184.32e12));
    expect(fmt.bytes(184.32e12)).toMatch(/^16[78](\.\d+)? TiB$/);
    expect(figureText('headroom', 2, W, EN, fmt)).toBe('N+2');
    expect(figureText('share', 0.493, W, EN, fmt)).toBe('49%');
    expect(figureText('share', null, W, EN, fmt)).toBe(W.notChecked);
    expect(figureText('constraint', 'cpu', W, EN, fmt)).toBe(EN.constraints.cpu);
    expect(figureText('flag', false, W, EN, fmt)).toBe(W.no);
  });
});
