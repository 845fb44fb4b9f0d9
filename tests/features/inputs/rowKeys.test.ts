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

  it('keep a row’s key when a row is inserted above it; the newcomer gets a key the page did not have', () => {
    const first = page(new Map(), ['a', 'b', 'c']);
    // An undo brings x back before b; c moves to the next page. Given c's key, x's row would be
    // moved from the end of the page, and every row between with it.
    expect(page(first.byId, ['a', 'x', 'b']).keys).toEqual([0, 3, 1]);
  });

  it('keep the keys of the rows left when one is removed; the row pulled up from the next page gets a new key', () => {
    const first = page(new Map(), ['a', 'b', 'c']);
    const after = page(first.byId, ['a', 'c', 'd']);
    expect(after.keys).toEqual([0, 2, 3]);
    // Keys stay small: the next newcomer takes the key freed before.
    expect(page(after.byId, ['c', 'd', 'e']).keys).toEqual([2, 3, 1]);
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

  it('never repeat a key, keep every staying row’s key, stay below the two pages’ rows together, and settle when drawn again', () => {
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
        for (const key of next.keys) expect(key).toBeLessThan(before.length + after.length);
        if (after.every((id) => !first.byId.has(id))) expect(next.keys).toEqual(after.map((_, row) => row));
        // The page draws again with the keys it keeps (React's state): they change no more.
        const again = page(next.byId, after);
        expect(sameKeys(again.byId, next.byId)).toBe(true);
        expect(page(again.byId, after).keys).toEqual(again.keys);
      }),
    );
  });
});
