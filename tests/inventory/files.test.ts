import { describe, expect, it } from 'vitest';
import { MAX_SHEET_ROWS, MAX_UNPACKED_BYTES, MAX_WORKBOOK_CELLS } from '../../src/inventory/caps';
import { readWorkbook } from '../../src/inventory/readFile';
import { describeFileProblem } from '../../src/i18n/import.en';
import { IMPORT_JA } from '../../src/i18n/import.ja';
import { cellRow, corner, oneSheetXlsx, zipBomb } from '../fixtures/inventory/hostile';

const arrayBuffer = (b: Buffer) => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;
const read = (name: string, bytes: Buffer) => readWorkbook(name, arrayBuffer(bytes));

describe('a workbook whose cells reach past the caps is refused before the reader holds its grid', () => {
  it('one cell at XFD1048576, the last of an Excel sheet (a 1.6 KB file): refused, naming the sheet and the cell', async () => {
    const file = corner();
    expect(file.length).toBeLessThan(2000);
    const r = await read('corner.xlsx', file);
    expect(r).toEqual({ ok: false, problems: [{ code: 'sheet-too-large', file: 'corner.xlsx', sheet: 'vInfo', cell: 'XFD1048576' }] });
    if (r.ok) return;
    expect(describeFileProblem(r.problems[0]!)).toBe(
      'corner.xlsx, sheet "vInfo": its cells reach XFD1048576; at most 400,000 rows and 1,024 columns are read, ' +
        'which an export of 50,000 VMs stays within, so the file was refused before it was read.',
    );
    expect(describeFileProblem(r.problems[0]!, IMPORT_JA)).toBe(
      'corner.xlsx、シート「vInfo」: セルが XFD1048576 まであります。読み込めるのは 400,000 行、1,024 列までで、' +
        'VM 50,000 台のエクスポートはこの範囲に収まるため、読み込む前に拒否しました。',
    );
  });

  it('a <dimension ref> that claims the whole sheet is refused too, though its one cell is A1', async () => {
    const r = await read('dimension.xlsx', oneSheetXlsx(cellRow('A1'), 'A1:XFD1048576'));
    expect(r).toMatchObject({ ok: false, problems: [{ code: 'sheet-too-large', cell: 'XFD1048576' }] });
  });

  it('an empty row numbered past the cap is refused: the reader would add every row above it', async () => {
    const r = await read('row.xlsx', oneSheetXlsx(cellRow('A1') + `<row r="${MAX_SHEET_ROWS + 1}"/>`));
    expect(r).toMatchObject({ ok: false, problems: [{ code: 'sheet-too-large', cell: `A${MAX_SHEET_ROWS + 1}` }] });
  });

  it('rows and columns at the caps are read; one more row or column is refused', async () => {
    const atRows = await read('rows.xlsx', oneSheetXlsx(cellRow('A1') + cellRow(`A${MAX_SHEET_ROWS}`)));
    expect(atRows.ok && atRows.book.sheets[0]!.rows.length).toBe(MAX_SHEET_ROWS);
    const atColumns = await read('columns.xlsx', oneSheetXlsx(cellRow('AMJ1')));
    expect(atColumns.ok && atColumns.book.sheets[0]!.rows[0]!.length).toBe(1024);
    expect(await read('columns.xlsx', oneSheetXlsx(cellRow('AMK1')))).toMatchObject({ ok: false, problems: [{ cell: 'AMK1' }] });
  });

  it('a grid within the row and column caps but of more cells than 50,000 VMs need is refused, with its count', async () => {
    // 1,024 columns × 30,000 rows: 30,720,000 cells, from a file of 1.6 KB.
    const r = await read('grid.xlsx', oneSheetXlsx(cellRow('A1') + cellRow('AMJ30000')));
    expect(r).toEqual({
      ok: false,
      problems: [{ code: 'too-many-cells', file: 'grid.xlsx', count: 30_720_000, limit: MAX_WORKBOOK_CELLS }],
    });
    if (!r.ok)
      expect(describeFileProblem(r.problems[0]!)).toBe(
        'grid.xlsx: its sheets span 30,720,000 cells (the rows × columns of each); at most 25,000,000 are read, ' +
          'which an export of 50,000 VMs stays within, so the file was refused before it was read.',
      );
  });
});

describe('a zip bomb is stopped once what it unpacks passes the cap, whatever its headers say', () => {
  for (const lying of [false, true])
    it(`512 MiB in a 0.5 MB file${lying ? ', every header declaring 1 KB' : ''}: refused, naming the real file size`, async () => {
      const bomb = zipBomb(512, lying);
      const r = await read('bomb.xlsx', bomb);
      expect(r).toEqual({
        ok: false,
        problems: [{ code: 'unpacks-too-large', file: 'bomb.xlsx', count: bomb.length, limit: MAX_UNPACKED_BYTES }],
      });
      if (r.ok) return;
      expect(describeFileProblem(r.problems[0]!)).toMatch(
        /^bomb\.xlsx: this 0\.5 MB file unpacks to more than 244 MB, more than an export of 50,000 VMs holds, so it was refused before it was read/,
      );
      expect(describeFileProblem(r.problems[0]!, IMPORT_JA)).toMatch(
        /^bomb\.xlsx: この 0\.5 MB のファイルは展開すると 244 MB を超えます。/,
      );
    });
});
