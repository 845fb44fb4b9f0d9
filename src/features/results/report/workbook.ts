import Papa from 'papaparse';
import writeXlsxFile, { type Cell, type Sheet, type SheetData } from 'write-excel-file/universal';
import { HANDOVER_EN } from '../../../i18n/en/handover';
import { DEFAULTS } from '../../../model/defaults';
import { FACILITY_SOURCES } from '../../../model/facilities';
import { LICENCE_SOURCES } from '../../../model/licences';
import { SOURCE_KINDS } from '../../../model/sources';
import { SOURCE_REFERENCES } from '../../../model/sourceReferences';
import { MODEL_VERSION } from '../../../model/version';
import type { CapacityUnit } from '../../../schema/shareLink';
import { INPUTS_EN } from '../../../i18n/en/inputs';
import { featureTable, type Locale } from '../../../ui/locale/LocaleContext';
import { t } from '../../../ui/locale/t';
import { constraintStatus } from '../constraintStatus';
import { proposalDetails, recommendationText, scenarioName, scenarioVerdicts } from './exports';
import { PANELS_EN } from '../../../i18n/en/panels';
import type { Handover } from './handover';
import { overriddenDefaults } from './inputs';
import type { AppliedImport } from '../../../ui/appliedImport';

export interface WorkbookInput {
  locale: Locale;
  handover: Handover;
  link: string;
  date: string;
  capacityUnit: CapacityUnit;
  /** The last inventory applied in the tab, with its report; none when there was no import. */
  applied?: AppliedImport | null;
}

const bold = (value: string): Cell => ({ value, fontWeight: 'bold' });
const head = (...titles: string[]) => titles.map(bold);
const TB = 1e12;
const bytesIn = (unit: CapacityUnit, bytes: number) => bytes / (unit === 'TB' ? TB : 2 ** 40);

/** Excel's rules for a sheet name: 31 characters, none of : \ / ? * [ ], unique whatever the case. */
export function sheetNames(wanted: readonly string[]): string[] {
  const taken = new Set<string>();
  return wanted.map((w) => {
    const base = (w.replace(/[:\\/?*[\]]/g, ' ').trim() || 'Sheet').slice(0, 31);
    let name = base;
    for (let i = 2; taken.has(name.toLowerCase()); i++) name = `${base.slice(0, 31 - String(i).length - 1)} ${i}`;
    taken.add(name.toLowerCase());
    return name;
  });
}

/** The workbook's sheets as data: figures are numbers, units in the headers. */
export function workbookSheets(input: WorkbookInput): Sheet<never>[] {
  const { locale, handover: h } = input;
  const w = featureTable(locale, 'handover', HANDOVER_EN);
  const cfg = h.config;
  const clusterSheets = cfg.clusters.map((_, i) => clusterSheet(input, i));
  const names = sheetNames([
    w.sheets.summary,
    w.sheets.bom,
    ...cfg.clusters.map((c) => c.name || c.id),
    w.sheets.vmGroups,
    w.sheets.assumptions,
    ...(input.applied ? [w.sheets.importReport] : []),
  ]);
  const data = [
    summarySheet(input),
    bomSheet(input),
    ...clusterSheets,
    vmGroupsSheet(input),
    assumptionsSheet(input),
    ...(input.applied ? [importReportSheet(input, input.applied)] : []),
  ];
  return data.map((d, i) => ({ data: d, sheet: names[i]!, stickyRowsCount: i === 0 ? 0 : 1 }));
}

function summarySheet({ locale, handover: h, link, date }: WorkbookInput): SheetData {
  const w = featureTable(locale, 'handover', HANDOVER_EN);
  const cfg = h.config;
  // Whom the document is for, as the printed report and the Markdown name it: only what was given.
  const details = proposalDetails(locale, cfg).map(([k, v]): Cell[] => [bold(k), v]);
  const rows: SheetData = [
    [bold(w.sizing), cfg.name],
    ...details,
    [bold(w.preparedOn), date],
    [bold(w.modelVersion), MODEL_VERSION],
    [bold(w.link), link],
    [],
    head(w.clusterCol, w.nodesCol, w.headroomCol, w.verdict, w.recommendedNodes, w.recommendation),
  ];
  h.rows.forEach((r, i) => {
    const result = h.sizing.clusters[i]!;
    rows.push([r.name, r.nodes, r.headroomNodes, w.verdicts[r.verdict], r.recommendedNodes, recommendationText(locale, cfg, result)]);
  });
  const recommended = h.rows.every((r) => r.recommendedNodes !== null) ? h.rows.reduce((s, r) => s + r.recommendedNodes!, 0) : null;
  rows.push([bold(w.total), h.rows.reduce((s, r) => s + r.nodes, 0), h.rows.reduce((s, r) => s + r.headroomNodes, 0), null, recommended]);
  rows.push([], [bold(w.licences)], head(w.licence, w.quantity, w.unit, withCurrency(w.unitPrice, h), withCurrency(w.cost, h)));
  for (const l of h.licences.lines) rows.push([w.names[l.licence], l.quantity, w.units[l.unit], l.unitPrice, l.cost]);
  rows.push([bold(w.totalCost), null, null, null, h.licences.totalCost]);
  rows.push([], [bold(w.facilities)], head(w.clusterCol, w.typicalW, w.maxW, w.typicalBtu, w.maxBtu, w.rackUnits, w.weightKg));
  const f = (x: Omit<Handover['facilities'][number], 'unknownFor'>) => [
    x.typicalW,
    x.maxW,
    x.typicalBtuPerHour,
    x.maxBtuPerHour,
    x.rackUnits,
    x.weightKg,
  ];
  h.facilities.forEach((x, i) => rows.push([cfg.clusters[i]!.name, ...f(x)]));
  rows.push([bold(w.total), ...f(h.facilitiesTotal)]);
  // An empty cell is "unknown": said once, under the table, rather than a text among the figures.
  rows.push([w.emptyIsUnknown]);
  return rows;
}

const withCurrency = (title: string, h: Handover) => (h.licences.currency ? `${title} (${h.licences.currency})` : title);

function bomSheet({ locale, handover: h }: WorkbookInput): SheetData {
  const w = featureTable(locale, 'handover', HANDOVER_EN);
  const rows: SheetData = [
    head(
      w.clusterCol,
      w.model,
      w.catalogueId,
      w.cpu,
      w.sockets,
      w.coresPerSocket,
      w.ghz,
      w.memoryGiB,
      w.drives,
      w.rawTBPerNode,
      w.nicGbps,
      w.role,
      w.quantity,
      w.coresTotal,
      w.memoryGiBTotal,
      w.rawTBTotal,
    ),
  ];
  const total = { nodes: 0, cores: 0, ram: 0, raw: 0 };
  for (const c of h.config.clusters)
    for (const n of c.nodes) {
      const type = h.config.nodeTypes.find((x) => x.id === n.nodeTypeId);
      if (!type || n.count <= 0) continue;
      const rawTB = type.drives.reduce((s, d) => s + d.count * d.sizeTB, 0);
      const cores = type.sockets * type.coresPerSocket;
      const drives = type.drives
        .map((d) => `${d.count} × ${d.sizeTB} TB ${d.tier.toUpperCase()}${d.selfEncrypting ? ' SED' : ''}`)
        .join(' + ');
      rows.push([
        c.name,
        type.name,
        type.catalogueId ?? null,
        type.cpu?.model ?? null,
        type.sockets,
        type.coresPerSocket,
        type.ghz,
        type.ramGiB,
        drives,
        rawTB,
        type.nicGbps,
        type.role,
        n.count,
        n.count * cores,
        n.count * type.ramGiB,
        n.count * rawTB,
      ]);
      total.nodes += n.count;
      total.cores += n.count * cores;
      total.ram += n.count * type.ramGiB;
      total.raw += n.count * rawTB;
    }
  rows.push([
    bold(w.total),
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    total.nodes,
    total.cores,
    total.ram,
    total.raw,
  ]);
  return rows;
}

function clusterSheet({ locale, handover: h, capacityUnit: unit }: WorkbookInput, index: number): SheetData {
  const { m } = locale;
  const w = featureTable(locale, 'handover', HANDOVER_EN);
  const r = h.sizing.clusters[index]!;
  const yes = (b: boolean) => (b ? w.yes : w.no);
  const rows: SheetData = [[bold(w.recommendation), recommendationText(locale, h.config, r)], []];
  rows.push([bold(w.constraints)], head(w.constraint, w.status, w.margin));
  for (const k of r.constraints) rows.push([m.constraints[k.id], constraintStatus(m, r, k), k.checked ? k.margin : null]);
  rows.push([], [bold(w.waterfall)], head(w.step, w.kind, t(w.amount, { unit })));
  const panels = featureTable(locale, 'panels', PANELS_EN);
  for (const s of r.capacity.waterfall) rows.push([panels.steps[s.id], s.kind, bytesIn(unit, s.figure.value)]);
  const p = panels.resiliency;
  rows.push([], [bold(w.resiliency)]);
  rows.push(head(p.scenario, p.available, p.reprotected, p.selfHealed, p.vmsRestart, p.next, w.rebuildSeconds));
  for (const s of r.resiliency.scenarios)
    rows.push([scenarioName(locale, r, s), ...scenarioVerdicts(s).map(yes), s.rebuildSeconds?.value ?? null]);
  rows.push([], [bold(w.runway)], head(w.resource, w.threshold, w.firstBreach));
  for (const x of r.runway.thresholds) rows.push([x.resource, x.threshold, x.firstBreachMonth?.value ?? null]);
  rows.push([], [bold(w.expansion)], head(w.month, w.addNodes, w.nodesAfter, w.headroomCol));
  for (const s of r.runway.expansion.steps) rows.push([s.month, s.addNodes, s.nodesAfter, s.headroomNodes]);
  const l = h.licences.clusters[index]!;
  rows.push([], [bold(w.licences)], head(w.licence, w.quantity, w.unit));
  rows.push([w.names.nci, l.licensedCores, w.units.cores], [w.names.ncm, l.licensedCores, w.units.cores]);
  rows.push([w.names.nciFlash, l.flashTiB, w.units.TiB], [w.names.nus, l.rawTiB, w.units.TiB]);
  const f = h.facilities[index]!;
  rows.push([], [bold(w.facilities)], head(w.typicalW, w.maxW, w.typicalBtu, w.maxBtu, w.rackUnits, w.weightKg));
  rows.push([f.typicalW, f.maxW, f.typicalBtuPerHour, f.maxBtuPerHour, f.rackUnits, f.weightKg]);
  return rows;
}

function vmGroupsSheet({ locale, handover: h }: WorkbookInput): SheetData {
  const words = featureTable(locale, 'inputs', INPUTS_EN);
  const w = featureTable(locale, 'handover', HANDOVER_EN);
  const rows: SheetData = [
    head(
      w.clusterCol,
      words.workload.name,
      words.workload.kind,
      words.workload.count,
      words.workload.vcpu,
      words.workload.ramGiB,
      words.workload.usedGiB,
      words.workload.provisionedGiB,
      words.workload.iops,
      words.workload.hotShare,
    ),
  ];
  for (const c of h.config.clusters)
    for (const g of c.workload.vmGroups)
      rows.push([c.name, g.name, words.kinds[g.kind], g.count, g.vcpu, g.ramGiB, g.usedGiB, g.provisionedGiB, g.iops, g.hotShare]);
  return rows;
}

function assumptionsSheet({ locale, handover: h }: WorkbookInput): SheetData {
  const { m } = locale;
  const w = featureTable(locale, 'handover', HANDOVER_EN);
  const rows: SheetData = [head(w.setting, w.value, w.source, w.sourceKind, w.where, w.date)];
  const refs: Partial<Record<string, { where: string; date: string }>> = SOURCE_REFERENCES;
  for (const [id, d] of Object.entries(DEFAULTS)) {
    const value = typeof d.value === 'number' || typeof d.value === 'string' ? d.value : JSON.stringify(d.value);
    rows.push([id, value, m.sourceTitles[d.source], SOURCE_KINDS[d.source], refs[d.source]?.where ?? null, refs[d.source]?.date ?? null]);
  }
  for (const [id, s] of Object.entries({ ...LICENCE_SOURCES, ...FACILITY_SOURCES }))
    rows.push([id, null, null, 'kind' in s ? s.kind : 'src', s.where, s.date]);
  rows.push([], [bold(w.overridden)], head(w.clusterCol, w.setting, w.value, w.defaultValue));
  for (const c of h.config.clusters) for (const o of overriddenDefaults(locale, c)) rows.push([c.name, o.setting, o.value, o.default]);
  return rows;
}

/** The import report as the import's CSV has it (one row a problem), under the files and clusters it went into. */
function importReportSheet({ locale }: WorkbookInput, applied: AppliedImport): SheetData {
  const w = featureTable(locale, 'handover', HANDOVER_EN);
  const rows = Papa.parse<(string | number | boolean | null)[]>(applied.reportCsv.trim(), { dynamicTyping: true }).data;
  const cell = (v: string | number | boolean | null): Cell => (v === null || v === '' ? null : v);
  return [
    [bold(w.importFiles), applied.files],
    [bold(w.importInto), applied.clusters.join(', ')],
    [],
    ...rows.map((row, i) => (i === 0 ? row.map((v) => bold(String(v ?? ''))) : row.map(cell))),
  ];
}

/** The workbook as a file: write-excel-file's universal build, alike in the browser and in Node. */
export const workbookBlob = (input: WorkbookInput): Promise<Blob> => writeXlsxFile(workbookSheets(input)).toBlob();
