import { HEADER_SEARCH_ROWS, mapColumns } from './columns';
import { isCollector, readCollector } from './collector';
import { PLAIN_COLUMNS, readPlainCsv } from './plainCsv';
import { looksLikeVInfo, readRvtools, VINFO_COLUMNS } from './rvtools';
import type { ReadResult } from './types';
import { findSheet, normalizeHeader, type Workbook } from './workbook';

/**
 * Which export a workbook is, from its sheet names and header rows, and the VMs in it. Collector
 * is recognised by its Metadata sheet (or vInfo's Collector columns), never by sheet names alone,
 * since it reuses RVTools' names.
 */
export function readInventory(book: Workbook): ReadResult {
  const file = book.fileName;
  if (book.sheets.length === 0 || book.sheets.every((s) => s.rows.length === 0)) return { ok: false, problems: [{ code: 'empty', file }] };
  if (book.container === 'csv') {
    const sheet = book.sheets[0]!;
    if (looksLikeVInfo(sheet)) return readRvtools(book);
    const plain = mapColumns(sheet, PLAIN_COLUMNS);
    const rv = mapColumns(sheet, VINFO_COLUMNS);
    // A CSV that is neither is measured against the export it resembles more, to name what it lacks.
    return Object.keys(rv.index).length > Object.keys(plain.index).length ? readRvtools(book) : readPlainCsv(file, sheet);
  }
  if (isCollector(book)) return readCollector(book);
  const vInfo = findSheet(book, 'vInfo');
  if (vInfo) {
    const header = new Set(vInfo.rows.slice(0, HEADER_SEARCH_ROWS).flatMap((row) => row.map(normalizeHeader)));
    const collectorColumns = header.has('vmname') && header.has('95thpercentileiops');
    return collectorColumns ? readCollector(book) : readRvtools(book);
  }
  // A workbook of one sheet laid out as the plain template is read as that.
  if (book.sheets.length === 1 && mapColumns(book.sheets[0]!, PLAIN_COLUMNS).missing.length === 0)
    return readPlainCsv(file, book.sheets[0]!);
  return { ok: false, problems: [{ code: 'missing-sheet', file, sheet: 'vInfo', expected: 'rvtools' }] };
}
