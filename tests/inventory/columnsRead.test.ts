import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/node';
import { headerCells, sharedStrings, withColumns } from '../../src/inventory/narrow';
import { readInventory } from '../../src/inventory/read';
import { readWorkbook } from '../../src/inventory/readFile';
import { findSheet } from '../../src/inventory/workbook';
import { sample } from '../sharedSamples';

const bytes = (xml: string) => new TextEncoder().encode(xml);
const text = (b: Uint8Array | null) => (b ? new TextDecoder().decode(b) : null);
const arrayBuffer = (b: Buffer) => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;

/** The workbook as imported (the columns read only) and as read whole, for the same bytes. */
async function bothWays(name: string, data: ArrayBuffer) {
  const [cut, whole] = await Promise.all([readWorkbook(name, data, 'inventory'), readWorkbook(name, data, 'all')]);
  if (!cut.ok || !whole.ok) throw new Error(`${name} not read`);
  return { cut: cut.book, whole: whole.book };
}

describe('a sheet cut to the columns read', () => {
  const sheet = (rows: string) =>
    `<worksheet><dimension ref="A1:D3"/><cols><col min="1" max="4"/></cols><sheetData>${rows}</sheetData></worksheet>`;

  it('finds the header in shared strings, inline strings and plain values, phonetic runs left out', () => {
    const xml = bytes(
      sheet(
        '<row r="1"><c r="A1" t="s"><v>1</v></c><c r="B1" t="inlineStr"><is><t>Power&amp;state</t></is></c>' +
          '<c r="C1" t="str"><v>CPUs</v></c><c r="D1" s="2"/></row>',
      ),
    );
    expect(headerCells(xml)).toEqual([
      { column: 1, shared: 1 },
      { column: 2, text: 'Power&state' },
      { column: 3, text: 'CPUs' },
    ]);
    const strings = bytes(
      '<sst><si><t>zero</t></si><si><r><t xml:space="preserve">V</t></r><r><t>M</t></r><rPh><t>ブイエム</t></rPh></si><si><t>two</t></si></sst>',
    );
    expect(sharedStrings(strings, new Set([1]))).toEqual(new Map([[1, 'VM']]));
  });

  it('leaves out the cells of other columns and keeps every kept cell where it was', () => {
    const xml = bytes(
      sheet(
        '<row r="1"><c r="A1" t="inlineStr"><is><t>VM</t></is></c><c r="B1" t="inlineStr"><is><t>Notes</t></is></c><c r="C1"><v>7</v></c></row>' +
          '<row r="2"><c r="A2" t="inlineStr"><is><t>web01</t></is></c><c r="B2" t="inlineStr"><is><t>x</t></is></c><c r="C2"><v>8</v></c></row>',
      ),
    );
    const keep = new Set([1, 3]);
    expect(text(withColumns(xml, (c) => keep.has(c)))).toBe(
      sheet(
        '<row r="1"><c r="A1" t="inlineStr"><is><t>VM</t></is></c><c r="C1"><v>7</v></c></row>' +
          '<row r="2"><c r="A2" t="inlineStr"><is><t>web01</t></is></c><c r="C2"><v>8</v></c></row>',
      ),
    );
  });

  it('keeps a row whole when only the columns left out hold something, so the row is still reported, not skipped', () => {
    const row = '<row r="2"><c r="A2"/><c r="B2" t="inlineStr"><is><t>orphan note</t></is></c></row>';
    const xml = bytes(sheet(`<row r="1"><c r="A1" t="inlineStr"><is><t>VM</t></is></c></row>${row}`));
    expect(text(withColumns(xml, (c) => c === 1))).toContain(row);
  });

  it('cuts nothing when a cell has no reference: its column would be its place', () => {
    const xml = bytes(sheet('<row r="1"><c r="A1"><v>1</v></c><c><v>2</v></c></row>'));
    expect(withColumns(xml, (c) => c === 1)).toBeNull();
    expect(headerCells(xml)).toBeNull();
  });
});

describe('importing the columns read gives what reading every column gives', () => {
  const samples = readdirSync(sample(), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.xlsx'));

  it.each(samples)('%s', async (file) => {
    const { cut, whole } = await bothWays(file, arrayBuffer(readFileSync(sample(file))));
    expect(readInventory(cut)).toEqual(readInventory(whole));
    // What was left out: RVTools' vInfo holds far more columns than the readers use.
    const cells = (book: typeof cut) => findSheet(book, 'vInfo')?.rows.reduce((n, r) => n + r.filter((c) => c != null).length, 0) ?? 0;
    const columns = Math.max(0, ...(findSheet(whole, 'vInfo')?.rows.map((r) => r.length) ?? []));
    if (columns > 40) expect(cells(cut)).toBeLessThan(cells(whole) / 2);
  });

  it('a 90-column vInfo is read as its columns read, and imports as read whole', async () => {
    const header = ['VM', 'Annotation', 'Powerstate', 'Folder', 'CPUs', 'Memory', 'Notes', 'In Use MiB', 'Provisioned MiB', 'Cluster'];
    const filler = Array.from({ length: 80 }, (_, k) => `Custom ${k}`);
    const rows = [
      [...header, ...filler],
      ['web01', 'a note', 'poweredOn', '/dc/vm', 4, 8192, 'x', 10240, 20480, 'C1', ...filler.map((_, k) => k)],
      [null, 'only a note', null, null, null, null, null, null, null, null, ...filler.map(() => null)],
      ['db01', null, 'poweredOff', null, 8, 16384, null, 40960, 81920, 'C1', ...filler.map((_, k) => `v${k}`)],
    ];
    const file = await writeExcelFile([{ sheet: 'vInfo', data: rows }]).toBuffer();
    const { cut, whole } = await bothWays('wide.xlsx', arrayBuffer(file));
    const cutRows = findSheet(cut, 'vInfo')!.rows;
    expect(cutRows[1]).toEqual(['web01', null, 'poweredOn', null, 4, 8192, null, 10240, 20480, 'C1']);
    // The row of a note alone stays whole, and is reported as a VM without a name, as before.
    expect(cutRows[2]![1]).toBe('only a note');
    const imported = readInventory(cut);
    expect(imported).toEqual(readInventory(whole));
    if (!imported.ok) throw new Error('not imported');
    expect(imported.inventory.vms.map((v) => v.name)).toEqual(['web01', 'db01']);
  });

  it('for any sheet of read and other columns in any order (property)', async () => {
    const titles = ['VM', 'Powerstate', 'CPUs', 'Memory', 'In Use MiB', 'Cluster', 'Notes', 'Folder', 'Annotation', 'Custom'];
    const cell = fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 1e6 }), fc.string({ maxLength: 6 }), fc.boolean());
    await fc.assert(
      fc.asyncProperty(
        fc.shuffledSubarray(titles, { minLength: 4 }),
        fc.array(fc.array(cell, { minLength: 10, maxLength: 10 }), { minLength: 1, maxLength: 8 }),
        async (header, body) => {
          const rows = [header, ...body.map((r) => r.slice(0, header.length))];
          const file = await writeExcelFile([{ sheet: 'vInfo', data: rows }]).toBuffer();
          const { cut, whole } = await bothWays('random.xlsx', arrayBuffer(file));
          expect(readInventory(cut)).toEqual(readInventory(whole));
        },
      ),
      { numRuns: 40 },
    );
  });
});
