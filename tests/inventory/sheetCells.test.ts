import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import readXlsxFile from 'read-excel-file/universal';
import { describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/node';
import { withColumnsRead } from '../../src/inventory/columnsRead';
import { MAX_SHEET_COLUMNS, MAX_SHEET_ROWS } from '../../src/inventory/caps';
import { extentOf } from '../../src/inventory/extent';
import { type DirectRead, readSheetCells } from '../../src/inventory/sheetCells';
import { storedZip, unpack } from '../../src/inventory/unpack';
import type { Sheet } from '../../src/inventory/workbook';
import { sample } from '../sharedSamples';

/** What read-excel-file reads of the same parts: the answer the direct reading must give. */
async function byLibrary(parts: ReadonlyMap<string, Uint8Array>): Promise<Sheet[] | string> {
  try {
    return (await readXlsxFile(storedZip(parts))).map((s) => ({ name: s.sheet, rows: s.data as Sheet['rows'] }));
  } catch (e) {
    return `refused: ${(e as Error).message}`;
  }
}

/** What the direct reading gives of the sheets, as read-excel-file's answer is compared with it. */
const sheetsOf = (parts: ReadonlyMap<string, Uint8Array>, wanted: readonly string[] | null = null) =>
  readSheetCells(parts, wanted)?.sheets ?? null;

/** Each sheet's extent, as measured while it was read, is what the caps' own scan of its part finds. */
function expectExtentsScanned(direct: DirectRead, parts: ReadonlyMap<string, Uint8Array>, file = '') {
  expect(direct.extents.size, file).toBe(direct.sheets.length);
  for (const [path, extent] of direct.extents) expect(extent, `${file} ${path}`).toEqual(extentOf(parts.get(path)!));
}

async function partsOf(bytes: Uint8Array): Promise<Map<string, Uint8Array>> {
  const u = await unpack(bytes, (name) => /\.(xml|rels)$/.test(name));
  if (!u.ok) throw new Error(u.reason);
  return u.parts;
}

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'inventory');
const workbooks = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.xlsx') && !/^(corrupt|encrypted)\.xlsx$/.test(f))
    .map((f) => join(dir, f));

describe('sheets read straight from their bytes', () => {
  it('read every shared RVTools sample and every fixture workbook as read-excel-file does, whole and cut to the columns read', async () => {
    const declined: string[] = [];
    for (const file of [...workbooks(sample()), ...workbooks(FIXTURES)]) {
      const whole = await partsOf(new Uint8Array(readFileSync(file)));
      for (const parts of [whole, withColumnsRead(whole)]) {
        const direct = readSheetCells(parts, null);
        if (direct === null) declined.push(file.split('/').pop()!);
        else {
          expect(direct.sheets, file).toEqual(await byLibrary(parts));
          expectExtentsScanned(direct, parts, file);
        }
      }
    }
    // Only the workshop's answer sheet (dates and formatted figures, no inventory) is left to read-excel-file.
    expect(declined).toEqual(['SizingWorkshop-RVTools-Answers.xlsx', 'SizingWorkshop-RVTools-Answers.xlsx']);
  });

  it('read any grid of strings, numbers and booleans as read-excel-file does (property, fixed seed)', async () => {
    const text = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 12 }),
      fc.constantFrom('', '  ', ' padded ', 'A & B <c> "d" \'e\'', 'Ünïcødé 名前', 'tab\there', 'line\nbreak', '&amp;'),
    );
    const value = fc.oneof(
      text,
      fc.integer({ min: -1e9, max: 1e9 }),
      fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 }),
      fc.boolean(),
      fc.constant(null),
    );
    const grid = fc.array(fc.array(value, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 8 });
    await fc.assert(
      fc.asyncProperty(grid, async (rows) => {
        const bytes = await writeExcelFile(rows.map((row) => row.map((v) => (v === null ? null : { value: v })))).toBuffer();
        const parts = await partsOf(new Uint8Array(bytes));
        const direct = readSheetCells(parts, null);
        const escaped = rows.flat().some((v) => typeof v === 'string' && /_x[0-9a-fA-F]{4}_/.test(v));
        if (direct === null) expect(escaped).toBe(true);
        else {
          expect(direct.sheets).toEqual(await byLibrary(parts));
          expectExtentsScanned(direct, parts);
        }
      }),
      { seed: 270_027, numRuns: 60 },
    );
  });
});

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';
const utf8 = (text: string) => new TextEncoder().encode(text);

/** A workbook's parts with one sheet, vInfo, holding `rows` (its <row> elements), and optional shared strings and styles. */
function book(rows: string, { strings, styles }: { strings?: string; styles?: string } = {}): Map<string, Uint8Array> {
  return new Map(
    Object.entries({
      'xl/workbook.xml': `<?xml version="1.0"?><workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="vInfo" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      'xl/_rels/workbook.xml.rels':
        `<?xml version="1.0"?><Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
        (strings ? `<Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>` : '') +
        (styles ? `<Relationship Id="rId3" Type="${REL}/styles" Target="styles.xml"/>` : '') +
        '</Relationships>',
      'xl/worksheets/sheet1.xml': `<?xml version="1.0"?><worksheet xmlns="${MAIN}"><sheetData>${rows}</sheetData></worksheet>`,
      ...(strings && { 'xl/sharedStrings.xml': `<?xml version="1.0"?><sst xmlns="${MAIN}">${strings}</sst>` }),
      ...(styles && { 'xl/styles.xml': `<?xml version="1.0"?><styleSheet xmlns="${MAIN}">${styles}</styleSheet>` }),
    }).map(([name, text]) => [name, utf8(text)]),
  );
}

const PLAIN_STYLES = '<cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="3"/></cellXfs>';
const DATE_STYLES = '<cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="14"/></cellXfs>';

describe('what is read straight, and what is left to read-excel-file', () => {
  it.each([
    [
      'gaps between rows and cells, trailing empty rows, an empty value, a blank string, a formula string and an error',
      book(
        '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1" t="str"><f>A1</f><v> x </v></c></row>' +
          '<row r="3"><c r="B3"><v>12.5</v></c><c r="C3" t="e"><v>#N/A</v></c><c r="D3" t="s"><v>1</v></c><c r="E3"><v/></c></row>' +
          '<row r="4"/><row r="5"><c r="A5" t="inlineStr"><is><t>  </t></is></c></row>',
        { strings: '<si><t>VM</t></si><si><t xml:space="preserve">   </t></si>' },
      ),
    ],
    [
      'numbers with a style that is not a date, booleans, entities and a row number written out',
      book(
        '<row r="1"><c r="A1" s="1"><v>1024</v></c><c r="B1" t="b"><v>1</v></c><c r="C1" t="b"><v>0</v></c>' +
          '<c r="D1" t="inlineStr"><is><t>R&amp;D &#233;t&#xE9;</t></is></c></row>',
        { styles: PLAIN_STYLES },
      ),
    ],
    [
      'row numbers after other attributes, and before them',
      book('<row spans="1:2" r="1"><c r="A1"><v>1</v></c></row><row r="3" spans="1:2"><c r="B3"><v>2</v></c></row>'),
    ],
  ])('%s: as read-excel-file reads them', async (_, parts) => {
    const direct = readSheetCells(parts, null);
    expect(direct).not.toBeNull();
    expect(direct!.sheets).toEqual(await byLibrary(parts));
    expectExtentsScanned(direct!, parts);
  });

  it('a worked example: the rows and cells as read-excel-file gives them, written out', () => {
    const parts = book(
      '<row r="2"><c r="B2" t="s"><v>0</v></c></row><row r="3"><c r="A3"><v>7</v></c><c r="C3" t="inlineStr"><is><t> db01 </t></is></c></row><row r="5"/>',
      { strings: '<si><t>Memory</t></si>' },
    );
    expect(sheetsOf(parts)).toEqual([
      {
        name: 'vInfo',
        rows: [
          [null, null, null],
          [null, 'Memory', null],
          [7, null, 'db01'],
        ],
      },
    ]);
  });

  it.each([
    ['a number styled as a date', book('<row r="1"><c r="A1" s="1"><v>45000</v></c></row>', { styles: DATE_STYLES })],
    ['a rich shared string', book('<row r="1"><c r="A1" t="s"><v>0</v></c></row>', { strings: '<si><r><t>a</t></r><r><t>b</t></r></si>' })],
    ['an escaped character', book('<row r="1"><c r="A1" t="inlineStr"><is><t>a_x000D_b</t></is></c></row>')],
    ['a cell without a reference', book('<row r="1"><c><v>1</v></c></row>')],
    ['a cell out of place', book('<row r="1"><c r="B1"><v>1</v></c><c r="A1"><v>2</v></c></row>')],
    ['a date cell', book('<row r="1"><c r="A1" t="d"><v>2026-01-01</v></c></row>')],
    ['a shared string that is not there', book('<row r="1"><c r="A1" t="s"><v>3</v></c></row>', { strings: '<si><t>a</t></si>' })],
    ['a prefixed element', book('<x:row r="1"><x:c r="A1"><x:v>1</x:v></x:c></x:row>')],
    ['an entity beyond Unicode', book('<row r="1"><c r="A1" t="inlineStr"><is><t>&#x110000;</t></is></c></row>')],
  ])('%s: left to read-excel-file', (_, parts) => {
    expect(sheetsOf(parts)).toBeNull();
  });

  it('finds the shared strings where the workbook’s relationships say, as read-excel-file does', async () => {
    const parts = book('<row r="1"><c r="A1" t="s"><v>0</v></c></row>', { strings: '<si><t>moved</t></si>' });
    const rels = new TextDecoder().decode(parts.get('xl/_rels/workbook.xml.rels'));
    parts.set('xl/_rels/workbook.xml.rels', utf8(rels.replace('Target="sharedStrings.xml"', 'Target="/xl/strings/table.xml"')));
    parts.set('xl/strings/table.xml', parts.get('xl/sharedStrings.xml')!);
    // A stale copy in the usual place is not the one read.
    parts.set('xl/sharedStrings.xml', utf8(`<sst xmlns="${MAIN}"><si><t>stale</t></si></sst>`));
    expect(sheetsOf(parts)).toEqual([{ name: 'vInfo', rows: [['moved']] }]);
    expect(sheetsOf(parts)).toEqual(await byLibrary(parts));
  });

  it('reads the sheets asked for, in the order asked, and leaves a workbook without one of them to read-excel-file', () => {
    const parts = book('<row r="1"><c r="A1"><v>1</v></c></row>');
    expect(sheetsOf(parts, ['vInfo'])).toEqual([{ name: 'vInfo', rows: [[1]] }]);
    expect(sheetsOf(parts, ['vInfo', 'vPartition'])).toBeNull();
  });
});

describe('the caps, as a sheet is read straight', () => {
  const cell = (ref: string) => `<c r="${ref}"><v>1</v></c>`;
  it.each([
    ['an empty row past the last row a sheet may have', `<row r="1">${cell('A1')}</row><row r="${MAX_SHEET_ROWS + 1}"/>`],
    ['a cell past the last column', `<row r="1">${cell('AMK1')}</row>`],
    [
      'more cells than a workbook may have, each row and column within the caps',
      `<row r="1">${cell('A1')}</row><row r="30000">${cell('AMJ30000')}</row>`,
    ],
  ])('%s: stopped there, before its rows are made, and left to the caps’ check', (_, rows) => {
    expect(readSheetCells(book(rows), null)).toBeNull();
  });

  it('sheets at the row cap and at the column cap are read, their extents measured', () => {
    const tall = readSheetCells(book(`<row r="${MAX_SHEET_ROWS}">${cell(`A${MAX_SHEET_ROWS}`)}</row>`), null);
    expect(tall?.sheets[0]!.rows.length).toBe(MAX_SHEET_ROWS);
    expect(tall?.extents.get('xl/worksheets/sheet1.xml')).toEqual({ rows: MAX_SHEET_ROWS, columns: 1 });
    const wide = readSheetCells(book(`<row r="1">${cell('AMJ1')}</row>`), null);
    expect(wide?.sheets[0]!.rows[0]!.length).toBe(MAX_SHEET_COLUMNS);
    expect(wide?.extents.get('xl/worksheets/sheet1.xml')).toEqual({ rows: 1, columns: MAX_SHEET_COLUMNS });
  });

  it('what lies outside the rows counts too: a <dimension> claiming the whole sheet is its extent', () => {
    const parts = book(`<row r="1">${cell('A1')}</row>`);
    const xml = new TextDecoder().decode(parts.get('xl/worksheets/sheet1.xml'));
    parts.set('xl/worksheets/sheet1.xml', utf8(xml.replace('<sheetData>', '<dimension ref="A1:XFD1048576"/><sheetData>')));
    expect(readSheetCells(parts, null)?.extents.get('xl/worksheets/sheet1.xml')).toEqual({ rows: 1_048_576, columns: 16_384 });
  });
});
