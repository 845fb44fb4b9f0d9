import { describe, expect, it } from 'vitest';
import { DERIVATION_INPUTS_EN, DERIVATION_VALUES_EN, FORMULAS_EN } from '../../src/i18n/en/formulas';
import { EN } from '../../src/i18n/en/page';
import { WARNING_MESSAGES_EN } from '../../src/i18n/en/warnings';
import type { SizingConfig } from '../../src/model/config';
import { defaultConfig } from '../../src/model/defaultConfig';
import type { Figure } from '../../src/model/derivation';
import { size } from '../../src/model/headless';
import { parseConfig } from '../../src/schema/parse';
import type { InputName } from '../../src/model/derivation';

/** Every Figure anywhere in a result, found by shape. */
function figures(value: unknown, out: Figure[] = []): Figure[] {
  if (Array.isArray(value)) value.forEach((v) => figures(v, out));
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if ('derivation' in o && 'unit' in o && 'value' in o) out.push(o as unknown as Figure);
    Object.values(o).forEach((v) => figures(v, out));
  }
  return out;
}

function variedConfigs(): SizingConfig[] {
  const base = defaultConfig();
  const mixed = defaultConfig();
  const c = mixed.clusters[0]!;
  c.nodes = [
    { nodeTypeId: 'hybrid', count: 4 },
    { nodeTypeId: 'all-flash', count: 2 },
  ];
  c.protection = { rf: 3, ecx: { enabled: true, coldShare: 0.5, savingsRealised: 0.5 } };
  c.faultDomains = { awareness: 'block', nodesPerBlock: 2, blocksPerRack: 2 };
  c.headroom = { ...c.headroom, mode: 'fixed', fixedDomains: 0 };
  c.overheads = { ...c.overheads, cvmCores: 6 };
  c.dataReduction = { compressionRatio: 4, dedupRatio: 2, applicationEncryption: true };
  return [base, mixed];
}

describe('message table', () => {
  it('names every derivation input and formula the engine produces', () => {
    for (const config of variedConfigs()) {
      expect(parseConfig(config).ok).toBe(true);
      const all = figures(size(config));
      expect(all.length).toBeGreaterThan(30);
      for (const f of all) {
        expect(FORMULAS_EN[f.derivation.formula], f.derivation.formula).toBeTruthy();
        expect(EN.sourceTitles[f.derivation.source], f.derivation.source).toBeTruthy();
        for (const [key, value] of Object.entries(f.derivation.inputs)) {
          expect(DERIVATION_INPUTS_EN[key as InputName], `input ${key} of ${f.derivation.formula}`).toBeTruthy();
          if (typeof value === 'string' && !/^\d+\/\d+$/.test(value)) expect(DERIVATION_VALUES_EN[value], `value ${value}`).toBeTruthy();
        }
      }
    }
  });

  it('has words for every warning the engine raises in those configs', () => {
    for (const config of variedConfigs()) {
      for (const w of size(config).clusters[0]!.warnings) {
        const text = WARNING_MESSAGES_EN[w.code];
        expect(text).toBeTruthy();
        for (const placeholder of text.matchAll(/\{(\w+)\}/g))
          expect(w.params, `${w.code} {${placeholder[1]}}`).toHaveProperty(placeholder[1]!);
      }
    }
  });
});
