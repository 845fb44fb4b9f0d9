import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { MAX_SHEET_ROWS, MAX_UNPACKED_BYTES, MAX_WORKBOOK_CELLS } from '../../src/inventory/caps';
import { readInventory } from '../../src/inventory/read';
import { readWorkbook } from '../../src/inventory/readFile';
import { storedZip } from '../../src/inventory/unpack';
import { describeFileProblem } from '../../src/i18n/describeImport';
import { IMPORT_JA } from '../../src/i18n/ja/import';
import { shiftJis, utf16 } from '../fixtures/inventory/encodings';
import { cellRow, corner, emptyDeflated, oneSheetXlsx, zipBomb } from '../fixtures/inventory/hostile';

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

  it('a part declared deflated but empty reads as empty, as it did before the caps', async () => {
    const r = await read('empty-part.xlsx', oneSheetXlsx(cellRow('B2', 7), undefined, [emptyDeflated('xl/empty.xml')]));
    expect(r.ok && r.book.sheets[0]!.rows).toEqual([
      [null, null],
      [null, 7],
    ]);
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
        /^bomb\.xlsx: this 0\.5 MB file unpacks to more than 244 MB, more than an export of 50,000 VMs holds, so its unpacking was stopped there and nothing of it was read/,
      );
      expect(describeFileProblem(r.problems[0]!, IMPORT_JA)).toMatch(
        /^bomb\.xlsx: この 0\.5 MB のファイルは展開すると 244 MB を超えます。/,
      );
    });
});

const PLAIN =
  'name,vcpu,ram_gib,used_gib,provisioned_gib,kind,cluster\r\n仮想サーバー01,2,8,40,60,server,本番環境\r\nＳＱＬ０２,4,16,100,200,sql-server,本番環境\r\n';

describe('CSV in the encodings Excel writes: UTF-8, UTF-16 with its mark, and Shift-JIS', () => {
  const cases: [string, Buffer][] = [
    ['Shift-JIS (Excel "CSV" on Japanese Windows)', shiftJis(PLAIN)],
    ['UTF-16 LE with its mark (Excel "Unicode text", tab-separated)', utf16(PLAIN.replaceAll(',', '\t'), 'le')],
    ['UTF-16 BE with its mark', utf16(PLAIN, 'be')],
    ['UTF-8 with its mark (Excel "CSV UTF-8")', Buffer.from('\uFEFF' + PLAIN, 'utf8')],
  ];
  it.each(cases)('%s: the names read as written', async (_, bytes) => {
    const book = await read('vms.csv', bytes);
    if (!book.ok) throw new Error(JSON.stringify(book.problems));
    const inv = readInventory(book.book);
    if (!inv.ok) throw new Error(JSON.stringify(inv.problems));
    expect(inv.inventory.vms.map((v) => [v.name, v.cluster, v.vcpu])).toEqual([
      ['仮想サーバー01', '本番環境', 2],
      ['ＳＱＬ０２', '本番環境', 4],
    ]);
  });

  it('text in another encoding is named, with how to save it as CSV UTF-8, in both languages', async () => {
    // Windows-1252 "é" (0xE9) before a comma: neither UTF-8 nor Shift-JIS.
    const cp1252 = Buffer.from('name,vcpu,ram_gib,used_gib,provisioned_gib\r\nvm-andr\xe9,2,8,40,60\r\n', 'latin1');
    const r = await read('western.csv', cp1252);
    expect(r).toEqual({ ok: false, problems: [{ code: 'unknown-encoding', file: 'western.csv' }] });
    if (r.ok) return;
    expect(describeFileProblem(r.problems[0]!)).toBe(
      'western.csv: the text is in none of the encodings read here (UTF-8, UTF-16, Shift-JIS). ' +
        'In Excel, save it as "CSV UTF-8 (Comma delimited) (*.csv)" and import it again.',
    );
    expect(describeFileProblem(r.problems[0]!, IMPORT_JA)).toContain('「CSV UTF-8 (コンマ区切り) (*.csv)」として保存');
  });

  it('bytes that are no text are still not a spreadsheet', async () => {
    const binary = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0xff, 0xfe, 0x2c]);
    expect(await read('image.csv', binary)).toEqual({ ok: false, problems: [{ code: 'not-spreadsheet', file: 'image.csv' }] });
  });
});

describe('a workbook is read only as far as the readers need: the sheets they never look up are left packed', () => {
  const rvtools4 = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'inventory', 'rvtools-4.xlsx'));
  /** rvtools-4.xlsx with its vDisk sheet (the third part) replaced, the rest as written. */
  const withVDisk = (xml: string) => Buffer.from(zipSync({ ...unzipSync(rvtools4), 'xl/worksheets/sheet3.xml': strToU8(xml) }));

  it('of the six sheets of an RVTools 4 export, the four the readers look up are read, in the workbook’s order', async () => {
    const r = await read('rvtools-4.xlsx', rvtools4);
    expect(r.ok && r.book.sheets.map((s) => s.name)).toEqual(['vInfo', 'vCPU', 'vPartition', 'vHost']);
    const all = await readWorkbook('rvtools-4.xlsx', arrayBuffer(rvtools4), 'all');
    expect(all.ok && all.book.sheets.map((s) => s.name)).toEqual(['vInfo', 'vCPU', 'vDisk', 'vPartition', 'vHost', 'vMetaData']);
    if (!r.ok || !all.ok) throw new Error('not read');
    // What is read of the four is what reading all six gives, in the columns the readers use
    // (columnsRead.test.ts): every cell read is the same cell, and the import is the same.
    const same = all.book.sheets.filter((s) => s.name !== 'vDisk' && s.name !== 'vMetaData');
    r.book.sheets.forEach((sheet, i) =>
      sheet.rows.forEach((row, y) => row.forEach((cell, x) => cell != null && expect(cell).toEqual(same[i]!.rows[y]![x]))),
    );
    expect(readInventory(r.book)).toEqual(readInventory(all.book));
  });

  it('a sheet left packed is never inflated nor measured: a vDisk reaching XFD1048576 no longer stops the import', async () => {
    const corner = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><dimension ref="A1:XFD1048576"/><sheetData>${cellRow('A1')}${cellRow('XFD1048576')}</sheetData></worksheet>`;
    const r = await read('vdisk.xlsx', withVDisk(corner));
    const plain = await read('rvtools-4.xlsx', rvtools4);
    expect(r.ok && plain.ok && readInventory(r.book)).toEqual(plain.ok && readInventory({ ...plain.book, fileName: 'vdisk.xlsx' }));
    // Read whole, as before, the same file is refused at vDisk.
    const whole = await readWorkbook('vdisk.xlsx', arrayBuffer(withVDisk(corner)), 'all');
    expect(whole).toMatchObject({ ok: false, problems: [{ code: 'sheet-too-large', sheet: 'vDisk' }] });
  });

  it('a column past the last a sheet may have is cut away when no reader reads it, and refused when one does', async () => {
    const text = (ref: string, value: string) => `<c r="${ref}" t="inlineStr"><is><t>${value}</t></is></c>`;
    const vInfo = (far: string) =>
      oneSheetXlsx(
        `<row r="1">${text('A1', 'VM')}${text('B1', 'Powerstate')}${text('C1', 'CPUs')}${text('D1', 'Memory')}${text('E1', 'In Use MiB')}${text('AMK1', far)}</row>` +
          `<row r="2">${text('A2', 'web01')}${text('B2', 'poweredOn')}<c r="C2"><v>2</v></c><c r="D2"><v>4096</v></c><c r="E2"><v>10240</v></c><c r="AMK2"><v>1</v></c></row>`,
      );
    // A custom attribute in column 1,025: no reader looks at it, and the sheet's other columns are read.
    const custom = await read('custom.xlsx', vInfo('Owner'));
    expect(custom.ok && readInventory(custom.book)).toMatchObject({ ok: true, inventory: { vms: [{ name: 'web01', vcpu: 2 }] } });
    // The provisioned size, a column the reader reads, in column 1,025: refused, as read whole.
    expect(await read('provisioned.xlsx', vInfo('Provisioned MiB'))).toMatchObject({
      ok: false,
      problems: [{ code: 'sheet-too-large', sheet: 'vInfo', cell: 'AMK2' }],
    });
  });

  it('a workbook whose sheets read are all empty is read whole, so the problem named is the one reading all of it names', async () => {
    const emptied = zipSync({
      ...unzipSync(rvtools4),
      ...Object.fromEntries(
        [1, 2, 4, 5].map((n) => [
          `xl/worksheets/sheet${n}.xml`,
          strToU8('<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData/></worksheet>'),
        ]),
      ),
    });
    const r = await read('emptied.xlsx', Buffer.from(emptied));
    expect(r.ok && r.book.sheets.map((s) => s.name)).toEqual(['vInfo', 'vCPU', 'vDisk', 'vPartition', 'vHost', 'vMetaData']);
    expect(r.ok && readInventory(r.book)).toMatchObject({ ok: false, problems: [{ code: 'missing-columns', sheet: 'vInfo' }] });
  });
});

describe('the parts handed to the reader, zipped again without compression', () => {
  it('unzip to the same names and bytes, names in UTF-8 included', () => {
    const parts = new Map([
      ['xl/workbook.xml', strToU8('<workbook/>')],
      ['xl/worksheets/シート1.xml', strToU8('<worksheet>é</worksheet>')],
      ['xl/empty.xml', new Uint8Array(0)],
    ]);
    expect(unzipSync(new Uint8Array(storedZip(parts)))).toEqual(Object.fromEntries(parts));
  });
});
