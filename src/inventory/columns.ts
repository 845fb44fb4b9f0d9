import { type Cell, normalizeHeader, type Sheet } from './workbook';

/** A column an export is expected to have, under its current title and the titles older or other tools write. */
export interface ColumnSpec<K extends string = string> {
  key: K;
  /** The title as the current release writes it, named in messages. */
  title: string;
  aliases?: readonly string[];
  required?: boolean;
}

export interface MappedSheet<K extends string> {
  sheet: Sheet;
  /** Index of the header row in sheet.rows. */
  headerRow: number;
  index: Partial<Record<K, number>>;
  /** The title found in the file for each mapped key, for messages. */
  found: Partial<Record<K, string>>;
  missing: ColumnSpec<K>[];
}

/** The headers that name a column in a sheet of this name, compared as normalizeHeader gives them. */
export function headersOf(spec: ColumnSpec, sheetName: string): Set<string> {
  const prefix = normalizeHeader(sheetName);
  const names = [spec.title, ...(spec.aliases ?? [])].map(normalizeHeader);
  return new Set([...names, ...names.map((n) => prefix + n)]);
}

/** The header is looked for in the first rows: some exports put a title line above it. */
export const HEADER_SEARCH_ROWS = 10;

/**
 * Maps a sheet's header onto the expected columns. A header matches a column when, compared
 * without case, spaces or punctuation, it equals the title or an alias, or the sheet's name
 * followed by one of them ("vInfoInUse", "vPartitionConsumedMiB", as some tools write them).
 */
export function mapColumns<K extends string>(sheet: Sheet, specs: readonly ColumnSpec<K>[]): MappedSheet<K> {
  const wanted = specs.map((spec) => headersOf(spec, sheet.name));
  let best: MappedSheet<K> | null = null;
  let bestCount = -1;
  const last = Math.min(sheet.rows.length, HEADER_SEARCH_ROWS);
  for (let r = 0; r < last; r++) {
    const row = sheet.rows[r] ?? [];
    const index: Partial<Record<K, number>> = {};
    const found: Partial<Record<K, string>> = {};
    let count = 0;
    row.forEach((cell: Cell, c) => {
      const h = normalizeHeader(cell);
      if (!h) return;
      specs.forEach((spec, i) => {
        if (index[spec.key] === undefined && wanted[i]!.has(h)) {
          index[spec.key] = c;
          found[spec.key] = String(cell);
          count++;
        }
      });
    });
    if (count > bestCount) {
      bestCount = count;
      best = { sheet, headerRow: r, index, found, missing: specs.filter((s) => s.required && index[s.key] === undefined) };
    }
  }
  return best ?? { sheet, headerRow: 0, index: {}, found: {}, missing: specs.filter((s) => s.required) };
}
