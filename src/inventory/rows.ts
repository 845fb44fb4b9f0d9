import type { MappedSheet } from './columns';
import type { ReportEntry, RowReason } from './types';
import { type CellNumber, isBlank, MIN_RAM_MIB, type RangeName, readNumber, readText } from './values';
import type { Cell } from './workbook';

export { MAX_VM_ROWS } from './caps';

export interface DataRow<K extends string> {
  /** 1-based, as the spreadsheet numbers it. */
  row: number;
  cell(key: K): Cell;
}

/** The data rows under the header, blank rows left out. */
export function* dataRows<K extends string>(m: MappedSheet<K>): Generator<DataRow<K>> {
  for (let r = m.headerRow + 1; r < m.sheet.rows.length; r++) {
    const cells = m.sheet.rows[r]!;
    if (cells.every(isBlank)) continue;
    yield {
      row: r + 1,
      cell: (key: K) => {
        const i = m.index[key];
        return i === undefined ? undefined : cells[i];
      },
    };
  }
}

export function countDataRows(m: MappedSheet<string>): number {
  let n = 0;
  for (let r = m.headerRow + 1; r < m.sheet.rows.length; r++) if (!m.sheet.rows[r]!.every(isBlank)) n++;
  return n;
}

/**
 * Reads a row's numbers and notes the first bad one in the report; the row is then skipped, so
 * one message per row names the column that stopped it.
 */
export class RowReader<K extends string> {
  failed: ReportEntry | null = null;
  constructor(
    private readonly m: MappedSheet<K>,
    private readonly row: DataRow<K>,
    private readonly vm: string,
  ) {}

  number(key: K, range: RangeName): number {
    if (this.failed) return 0;
    const r: CellNumber = readNumber(this.row.cell(key), range);
    if (r.ok) return r.value;
    this.fail(r.reason, key, r.value, r.range);
    return 0;
  }

  /** An optional number: undefined when the column or the cell is blank. */
  optional(key: K, range: RangeName): number | undefined {
    if (this.m.index[key] === undefined || isBlank(this.row.cell(key))) return undefined;
    return this.number(key, range);
  }

  fail(reason: RowReason, key: K, value: string, range?: { min: number; max: number }) {
    this.failed = {
      sheet: this.m.sheet.name,
      row: this.row.row,
      vm: this.vm,
      reason,
      skipped: true,
      column: this.m.found[key] ?? key,
      value,
      ...(range ? { range } : {}),
    };
  }
}

/** Whole MiB, rounded up: a part of a MiB still has to be stored. */
export const wholeMiB = (mib: number): number => Math.ceil(mib);

/** RAM below the config's smallest VM is raised to it; the report says so. */
export function raisedRam(ramMiB: number, sheet: string, row: number, vm: string, column: string, report: ReportEntry[]): number {
  if (ramMiB >= MIN_RAM_MIB) return ramMiB;
  report.push({ sheet, row, vm, reason: 'ram-raised', skipped: false, column, value: String(ramMiB) });
  return MIN_RAM_MIB;
}

export const nameOf = <K extends string>(row: DataRow<K>, key: K): string => readText(row.cell(key));
