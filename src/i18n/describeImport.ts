import type { ImportRefusal } from '../model/clusterImport';
import type { DuplicateSource } from '../inventory/estate';
import type { ImportGroup } from '../inventory/group';
import { JOIN_TITLES } from '../inventory/join';
import type { FileProblem, JoinKey, ReportEntry, SheetJoin, StorageSource } from '../inventory/types';
import { MAX_SHEET_COLUMNS, MAX_SHEET_ROWS, MAX_VM_ROWS } from '../inventory/caps';
import { IMPORT_EN, type ImportWords } from './en/import';
import { interpolate } from './format';

/**
 * The import's codes in words (a file's problem, a row's reason, how sheets joined, a group's
 * name), in either language's table: the page's import panel and the `import` command word them here.
 */
// One formatter for every figure: building an Intl.NumberFormat per call is slow in a table of groups.
const EN_NUMBER = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });
const en = (n: number) => EN_NUMBER.format(n);

const MIB = 1024 * 1024;
/** A file's size in MB: to a tenth, or a hundredth below 1 MB, so that no file reads as 0 MB but an empty one. */
const megabytes = (bytes: number) => {
  const mb = bytes / MIB;
  const step = mb < 1 ? 100 : 10;
  return en(Math.max(Math.round(mb * step), bytes > 0 ? 1 : 0) / step);
};

export function describeFileProblem(p: FileProblem, words: ImportWords = IMPORT_EN): string {
  const inBytes = p.code === 'too-large' || p.code === 'unpacks-too-large';
  return interpolate(words.problems[p.code], {
    file: p.file,
    sheet: p.sheet ?? '',
    cell: p.cell ?? '',
    columns: (p.columns ?? []).map((c) => `"${c}"`).join(', '),
    maxRows: en(MAX_SHEET_ROWS),
    maxColumns: en(MAX_SHEET_COLUMNS),
    vms: en(MAX_VM_ROWS),
    expected: p.expected ? words.formats[p.expected] : '',
    count: en(p.count ?? 0),
    limit: en(inBytes ? Math.round((p.limit ?? 0) / MIB) : (p.limit ?? 0)),
    size: megabytes(p.count ?? 0),
  });
}

export function describeReason(e: ReportEntry, words: ImportWords = IMPORT_EN): string {
  return interpolate(words.reasons[e.reason], {
    column: e.column ?? '',
    value: e.value ?? '',
    min: en(e.range?.min ?? 0),
    max: en(e.range?.max ?? 0),
  });
}

/** One line of the import report, as the command prints it. */
export function describeEntry(e: ReportEntry, words: ImportWords = IMPORT_EN): string {
  const at = interpolate(words.rowAt, { sheet: e.sheet, row: e.row, vm: e.vm ? ` (${e.vm})` : '' });
  return `${at}: ${e.skipped ? words.skipped : words.noted}, ${describeReason(e, words)}`;
}

/** Whether a sheet was read but not every VM took its figures from it (or some rows matched none). */
export const joinIncomplete = (j: SheetJoin): boolean => !!j.missing || j.matchedVms < j.vms || j.unmatched > 0;

/** Figures per storage source, as "vInfo In Use 18, vInfo Provisioned 1". */
export function sourceList(counts: Iterable<[StorageSource, number]>, words: ImportWords = IMPORT_EN, format = en): string {
  return [...counts].map(([s, n]) => `${words.storageSources[s]} ${format(n)}`).join(', ');
}

/**
 * How a sheet of per-VM rows met vInfo's VMs, in one sentence with every count: rows, VMs that
 * took its figures and the column that joined them, what the others took, rows left out.
 */
export function describeJoin(j: SheetJoin, words: ImportWords = IMPORT_EN, format = en): string {
  const w = words.join;
  const others = Object.entries(j.others) as [StorageSource, number][];
  const counted = (n: number, text: { one: string; other: string }, params: Record<string, string> = {}) =>
    interpolate(n === 1 ? text.one : text.other, { n: format(n), ...params });
  const parts = [counted(j.rows, w.rows, { sheet: j.sheet })];
  if (j.missing) {
    parts.push(w.notJoined);
    for (const columns of j.missing) parts.push(interpolate(w.noColumn, { columns: columns.map((c) => `"${c}"`).join(w.or) }));
    parts.push(interpolate(w.everyVm, { n: format(j.vms), list: sourceList(others, words, format) }));
  } else {
    const keys = (Object.entries(j.joined) as [JoinKey, number][]).map(([k, n]) =>
      interpolate(w.keyRows, { key: w.keys[k], n: format(n) }),
    );
    parts.push(interpolate(w.matched, { matched: format(j.matchedVms), vms: format(j.vms) }));
    if (!j.columns.includes('name')) parts.push(interpolate(w.noColumn, { columns: `"${JOIN_TITLES[0]}"` }));
    if (keys.length > 0) parts.push(interpolate(w.joinedBy, { list: keys.join(', ') }));
    // One other source needs no count: it is the number just given.
    const list = others.length === 1 ? words.storageSources[others[0]![0]] : sourceList(others, words, format);
    if (others.length > 0) parts.push(counted(j.vms - j.matchedVms, w.others, { list }));
    if (j.notSized > 0) parts.push(counted(j.notSized, w.notSized));
    if (j.unmatched > 0) parts.push(counted(j.unmatched, w.unmatched));
  }
  return parts.join(w.separator) + w.end;
}

export function importGroupName(g: ImportGroup, words: ImportWords = IMPORT_EN): string {
  return interpolate(words.groupName, {
    cluster: g.cluster ? `${g.cluster.slice(0, 60)} · ` : '',
    kind: words.kinds[g.kind],
    vcpu: en(g.vcpu),
    ram: en(g.ramMiB / 1024),
    used: en(Math.round(g.usedMiB / 1024)),
  });
}

/** Why an import cannot go into the plan as mapped, in one sentence. */
export function describeRefusal(r: ImportRefusal, words: ImportWords = IMPORT_EN, format = en): string {
  const text = r.code === 'too-many-clusters' ? words.estate['too-many-clusters'] : words.estate['too-many-groups'];
  return interpolate(text, {
    needed: format(r.needed),
    max: format(r.max),
    cluster: r.code === 'too-many-groups' ? r.cluster : '',
  });
}

/** A source cluster an earlier import already put into the plan. */
export function describeDuplicate(d: DuplicateSource, words: ImportWords = IMPORT_EN, format = en): string {
  return interpolate(words.estate.duplicate, { source: d.source || words.noCluster, vms: format(d.vms), cluster: d.cluster });
}
