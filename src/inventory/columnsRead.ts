import { type ColumnSpec, headersOf } from './columns';
import { COLLECTOR_COLUMNS } from './collector';
import { sheetNames } from './workbookParts';
import { headerCells, sharedStrings, withColumns } from './narrow';
import { PLAIN_COLUMNS } from './plainCsv';
import { VHOST_COLUMNS, VINFO_COLUMNS, VPARTITION_COLUMNS } from './rvtools';
import { normalizeHeader } from './workbook';

/**
 * Every column a reader looks up, by the sheet it looks in: RVTools', Collector's (which reuses
 * RVTools' sheet names) and the plain template's, since which export a workbook is comes from
 * its headers, after the sheets are read.
 */
const COLUMNS_READ: Record<string, readonly ColumnSpec[]> = {
  vinfo: [...VINFO_COLUMNS, ...COLLECTOR_COLUMNS.vInfo, ...PLAIN_COLUMNS],
  vpartition: VPARTITION_COLUMNS,
  vhost: VHOST_COLUMNS,
  vcpu: COLLECTOR_COLUMNS.vCPU,
  vmemory: COLLECTOR_COLUMNS.vMemory,
  vmlist: COLLECTOR_COLUMNS.vmList,
};

function headersRead(sheet: string): Set<string> | null {
  const specs = COLUMNS_READ[normalizeHeader(sheet)];
  return specs ? new Set(specs.flatMap((spec) => [...headersOf(spec, sheet)])) : null;
}

/**
 * A workbook's parts with the sheets the readers know cut to the columns they read. RVTools'
 * vInfo has about 90 columns, of which the readers use 13: the reader parses every cell it is
 * given, so a 10,000-VM export took three times as long as its 13 columns alone (measured: 3.3 s
 * against 1.1 s in Node). A column is kept when a cell of the first rows, where the readers look
 * for the header, names one they read; the others' cells are left out, so every kept cell keeps
 * its column and every message its place.
 */
export function withColumnsRead(parts: ReadonlyMap<string, Uint8Array>): Map<string, Uint8Array> {
  const out = new Map(parts);
  const strings = [...parts].find(([name]) => name.toLowerCase().endsWith('sharedstrings.xml'))?.[1];
  for (const [part, sheet] of sheetNames(parts)) {
    const wanted = headersRead(sheet);
    const xml = parts.get(part);
    if (!wanted || !xml) continue;
    const header = headerCells(xml);
    if (!header) continue;
    const shared = strings
      ? sharedStrings(strings, new Set(header.flatMap((c) => ('shared' in c ? [c.shared] : []))))
      : new Map<number, string>();
    const kept = new Set(
      header.filter((c) => wanted.has(normalizeHeader('shared' in c ? shared.get(c.shared) : c.text))).map((c) => c.column),
    );
    // A sheet of only the columns read (the synthetic benchmark's) is not worth a pass.
    if (kept.size === new Set(header.map((c) => c.column)).size) continue;
    const narrowed = withColumns(xml, (column) => kept.has(column));
    if (narrowed) out.set(part, narrowed);
  }
  return out;
}
