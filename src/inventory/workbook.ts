/**
 * A spreadsheet as the inventory layer sees it: named sheets of cell rows, whatever file they came
 * from (an xlsx workbook, or a CSV read as one sheet). Keeping files out of this layer makes the
 * import testable without files and shared by the page's worker, the CLI and the benchmark.
 */
export type Cell = string | number | boolean | Date | null | undefined;

export interface Sheet {
  name: string;
  rows: readonly (readonly Cell[])[];
}

export interface Workbook {
  fileName: string;
  /** 'csv' when the file was one sheet of comma-separated values; 'csv-folder' for the CSV files of one RVTools export, a sheet each. */
  container: 'xlsx' | 'csv' | 'csv-folder';
  sheets: readonly Sheet[];
}

/** Header texts compared without case, spaces or punctuation: "In Use MiB" = "inusemib". */
export const normalizeHeader = (text: Cell): string =>
  String(text ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9#%]/g, '');

/**
 * The sheets the readers look up by name: RVTools' (vInfo, vPartition, vHost), then Collector's.
 * A workbook's other sheets, twenty more in a full RVTools export, are neither unpacked nor parsed.
 */
export const SHEETS_READ = ['vInfo', 'vPartition', 'vHost', 'Metadata', 'vCPU', 'vMemory', 'vmList'] as const;
export type SheetRead = (typeof SHEETS_READ)[number];

export function findSheet(book: Workbook, name: SheetRead): Sheet | undefined {
  const wanted = normalizeHeader(name);
  return book.sheets.find((s) => normalizeHeader(s.name) === wanted);
}
