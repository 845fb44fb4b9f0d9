import { describe, expect, it } from 'vitest';
import { parseReply } from '../../src/features/import/protocol';

describe('replies from the import worker are checked at the edge', () => {
  it('takes the replies the worker sends', () => {
    expect(parseReply({ type: 'progress', stage: 'rows' })).toEqual({ type: 'progress', stage: 'rows' });
    const failed = { type: 'read', result: { ok: false, problems: [{ code: 'corrupt', file: 'a.xlsx' }] } };
    expect(parseReply(failed)).toEqual(failed);
    const plan = { type: 'plan', id: 3, plan: { groups: [{ count: 2 }], level: 0 } };
    expect(parseReply(plan)).toEqual(plan);
  });

  it('refuses anything else', () => {
    for (const bad of [
      null,
      'done',
      { type: 'progress', stage: 'everything' },
      { type: 'read', result: { ok: true } },
      { type: 'plan', id: '1', plan: {} },
      { type: 'export', id: 1 },
    ])
      expect(parseReply(bad)).toBeNull();
  });
});
