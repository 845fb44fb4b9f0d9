import { describe, expect, it } from 'vitest';
import { parseReply } from '../../../src/features/import/protocol';

describe('replies from the import worker are checked at the edge', () => {
  it('takes the replies the worker sends', () => {
    expect(parseReply({ type: 'progress', stage: 'rows' })).toEqual({ type: 'progress', stage: 'rows' });
    const failed = { type: 'read', result: { ok: false, problems: [{ code: 'corrupt', file: 'a.xlsx' }] } };
    expect(parseReply(failed)).toEqual(failed);
    const preview = { type: 'preview', id: 3, preview: { groups: [{ id: '0-a', count: 2 }], totals: { vms: 2 }, level: 0 } };
    expect(parseReply(preview)).toEqual(preview);
    const read = {
      type: 'read',
      result: {
        ok: true,
        info: { file: 'a.xlsx', format: 'rvtools', clusters: [], joins: [{ sheet: 'vPartition', rows: 3, vms: 2, matchedVms: 1 }] },
      },
    };
    expect(parseReply(read)).toEqual(read);
  });

  it('refuses anything else', () => {
    for (const bad of [
      null,
      'done',
      { type: 'progress', stage: 'everything' },
      { type: 'read', result: { ok: true } },
      // The page shows how vPartition met the VMs: a read without those counts is not trusted.
      { type: 'read', result: { ok: true, info: { file: 'a.xlsx', format: 'rvtools', clusters: [] } } },
      { type: 'preview', id: '1', preview: {} },
      // The page keeps the kinds chosen by group id: groups without one are not trusted.
      { type: 'preview', id: 1, preview: { groups: [{ count: 2 }], totals: { vms: 2 }, level: 0 } },
      { type: 'export', id: 1 },
    ])
      expect(parseReply(bad)).toBeNull();
  });
});
