import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FORMULAS_EN } from '../../src/i18n/en/formulas';
import { DEFAULTS } from '../../src/model/defaults';
import { WARNING_MESSAGES_EN } from '../../src/i18n/en/warnings';
import { SOURCE_KINDS } from '../../src/model/sources';
import { SOURCE_REFERENCES } from '../../src/model/sourceReferences';
import { REPLICATION_SOURCES } from '../../src/model/replication';

const doc = readFileSync('docs/model.md', 'utf8');
const mentioned = (id: string) => doc.includes('`' + id + '`');

describe('docs/model.md stays in step with the code', () => {
  it('documents every formula', () => {
    expect(Object.keys(FORMULAS_EN).filter((id) => !mentioned(id))).toEqual([]);
  });
  it('documents every default', () => {
    expect(Object.keys(DEFAULTS).filter((id) => !mentioned(id))).toEqual([]);
  });
  it('documents every warning code', () => {
    expect(Object.keys(WARNING_MESSAGES_EN).filter((id) => !mentioned(id))).toEqual([]);
  });
  it('names every inference it relies on', () => {
    const inferences = Object.entries(SOURCE_KINDS)
      .filter(([, kind]) => kind === 'infer' || kind === 'unverified')
      .map(([id]) => id);
    expect(inferences.filter((id) => !mentioned(id))).toEqual([]);
  });
  it('names every source that carries a reference, with its date', () => {
    const missing = [...Object.entries(SOURCE_REFERENCES), ...Object.entries(REPLICATION_SOURCES)].filter(
      ([id, ref]) => !mentioned(id) || !doc.includes(ref.date),
    );
    expect(missing.map(([id]) => id)).toEqual([]);
  });
});

describe('docs/model.md names the licence and facility sources', () => {
  it('every one, with its date', async () => {
    const { LICENCE_SOURCES } = await import('../../src/model/licences');
    const { FACILITY_SOURCES } = await import('../../src/model/facilities');
    const all = { ...LICENCE_SOURCES, ...FACILITY_SOURCES };
    expect(Object.entries(all).filter(([id, ref]) => !mentioned(id) || !doc.includes(ref.date))).toEqual([]);
  });
});
