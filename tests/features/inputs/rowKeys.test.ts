import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recycledKeys, type RowKeys, sameKeys } from '../../../src/features/inputs/rowKeys';

const page = (previous: RowKeys, ids: string[]) => recycledKeys(previous, ids);

describe('the keys of a page of rows', () => {
  it('number a first page from 0', () => {
    expect(page(new Map(), ['a', 'b', 'c']).keys).toEqual([0, 1, 2]);
  });

  it('give the rows of the next page the keys the rows leaving it freed: every element is reused', () => {
    const first = page(new Map(), ['a', 'b', 'c']);
    expect(page(first.byId, ['d', 'e', 'f']).keys).toEqual([0, 1, 2]);
    // A shorter last page uses the first keys.
    expect(page(first.byId, ['g']).keys).toEqual([0]);
  });

  it('keep a row’s key when a row is inserted above it; the newcomer takes the key of the row pushed off the page', () => {
    const first = page(new Map(), ['a', 'b', 'c']);
    // An undo brings x back before b; c moves to the next page.
    expect(page(first.byId, ['a', 'x', 'b']).keys).toEqual([0, 2, 1]);
  });

  it('keep the keys of the rows left when one is removed; the row pulled up from the next page takes the freed key', () => {
    const first = page(new Map(), ['a', 'b', 'c']);
    expect(page(first.byId, ['a', 'c', 'd']).keys).toEqual([0, 2, 1]);
  });

  it('give a repeated id (a document with problems) a key of its own, never one used twice', () => {
    const first = page(new Map(), ['a', 'a', 'b']);
    expect(first.keys).toEqual([0, 1, 2]);
    expect(page(first.byId, ['a', 'a', 'b']).keys).toEqual([0, 1, 2]);
  });

  it('are the same when drawn again with nothing changed', () => {
    const first = page(new Map(), ['a', 'b', 'c']);
    const again = page(first.byId, ['a', 'b', 'c']);
    expect(again.keys).toEqual(first.keys);
    expect(sameKeys(again.byId, first.byId)).toBe(true);
    expect(sameKeys(again.byId, page(new Map(), ['a', 'c', 'b']).byId)).toBe(false);
  });

  it('never repeat a key, keep every staying row’s key, and stay below the larger of the two pages', () => {
    const ids = fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'), { maxLength: 8 });
    fc.assert(
      fc.property(ids, ids, (before, after) => {
        const first = page(new Map(), before);
        const next = page(first.byId, after);
        expect(new Set(next.keys).size).toBe(after.length);
        after.forEach((id, row) => {
          const kept = first.byId.get(id);
          if (kept !== undefined && after.indexOf(id) === row) expect(next.keys[row]).toBe(kept);
        });
        for (const key of next.keys) expect(key).toBeLessThan(Math.max(before.length, after.length));
        // Drawn again, a page keeps its keys: the state it is kept in settles at once.
        expect(page(next.byId, after).keys).toEqual(next.keys);
      }),
    );
  });
});
