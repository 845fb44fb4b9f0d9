import { describe, expect, it } from 'vitest';
import { CURRENT_SCHEMA_VERSION, MIGRATIONS, migrate } from '../../src/schema/migrate';

describe('migrations', () => {
  it('there is one step from every earlier version to the current one', () => {
    for (let v = 1; v < CURRENT_SCHEMA_VERSION; v++) expect(MIGRATIONS[v], `migration from ${v}`).toBeTypeOf('function');
  });
  it('future versions are refused with the version named', () => {
    const r = migrate({ schemaVersion: CURRENT_SCHEMA_VERSION + 1 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems[0]!.message).toContain(`${CURRENT_SCHEMA_VERSION + 1}`);
  });
});
