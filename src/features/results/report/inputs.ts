import type { Cluster, NodeType } from '../../../model/config';
import { defaultClusterSettings } from '../../../model/defaultConfig';
import { REPORT_EN } from '../../../i18n/en/report';
import { INPUTS_EN } from '../../../i18n/en/inputs';
import { featureTable, type Locale } from '../../../ui/locale/LocaleContext';
import { t } from '../../../ui/locale/t';

type Row = [string, string][];

/** Every input that shaped the answer, as label and value, shared by the printed report and Markdown. */
export function inputRows(locale: Locale, nodeTypes: readonly NodeType[], c: Cluster): Row {
  const { m, fmt } = locale;
  const words = featureTable(locale, 'inputs', INPUTS_EN);
  const r = featureTable(locale, 'report', REPORT_EN);
  const typeName = (id: string) => nodeTypes.find((x) => x.id === id)?.name ?? id;
  const yesNo = (b: boolean) => (b ? r.yes : r.no);
  const ecx = c.protection.ecx;
  return [
    [r.nodes, c.nodes.map((n) => `${n.count} × ${typeName(n.nodeTypeId)}`).join('; ')],
    [
      r.faultDomains,
      `${m.awareness[c.faultDomains.awareness]} · ${words.faultDomains.nodesPerBlock} ${c.faultDomains.nodesPerBlock} · ${words.faultDomains.blocksPerRack} ${c.faultDomains.blocksPerRack}`,
    ],
    [
      r.protection,
      `RF${c.protection.rf} · ${ecx.enabled ? t(r.ecxOn, { cold: fmt.percent(ecx.coldShare), saving: fmt.percent(ecx.savingsRealised) }) : r.ecxOff}`,
    ],
    [r.headroom, c.headroom.mode === 'auto' ? r.headroomAuto : t(r.headroomFixed, { f: c.headroom.fixedDomains })],
    [r.secondFailure, yesNo(c.headroom.surviveSecondFailure)],
    [r.selfHealGoal, m.selfHealGoals[c.headroom.selfHealGoal]],
    [
      r.dataReduction,
      t(r.reductionLine, { compression: fmt.ratio(c.dataReduction.compressionRatio), dedup: fmt.ratio(c.dataReduction.dedupRatio) }),
    ],
    [r.tde, yesNo(c.dataReduction.applicationEncryption)],
    [
      r.thresholds,
      t(r.thresholdsLine, {
        cpu: fmt.percent(c.thresholds.cpu),
        ram: fmt.percent(c.thresholds.ram),
        fill: fmt.percent(c.thresholds.storageFill),
        iops: fmt.percent(c.thresholds.iops),
      }),
    ],
    [
      r.snapshots,
      t(r.snapshotsLine, { change: fmt.percent(c.workload.snapshots.dailyChangeShare), days: c.workload.snapshots.retentionDays }),
    ],
    [r.growth, t(r.growthLine, { share: fmt.percent(c.workload.growth.yearlyShare), years: c.workload.growth.years })],
  ];
}

/** The settings a cluster takes from the model's defaults, in the order the inputs show them. */
const SETTING_SECTIONS = ['faultDomains', 'protection', 'headroom', 'dataReduction', 'overheads', 'thresholds', 'rebuild'] as const;

/**
 * Every cluster setting that differs from the model's default, in words and units as the inputs
 * name them (`EC-X erasure coding: on (default off)`), never by its path in the document.
 */
export function overriddenDefaults(locale: Locale, c: Cluster): { setting: string; value: string; default: string }[] {
  const out: { setting: string; value: string; default: string }[] = [];
  const walk = (path: string[], value: unknown, def: unknown) => {
    if (def !== null && typeof def === 'object' && value !== null && typeof value === 'object') {
      for (const [k, d] of Object.entries(def)) walk([...path, k], (value as Record<string, unknown>)[k], d);
    } else if (value !== def)
      out.push({ setting: settingLabel(locale, path), value: settingValue(locale, path, value), default: settingValue(locale, path, def) });
  };
  const defaults = defaultClusterSettings();
  for (const key of SETTING_SECTIONS) walk([key], c[key], defaults[key]);
  return out;
}

/** A setting's name as its input labels it; the report's own words where that label reads oddly beside a value. */
function settingLabel(locale: Locale, path: string[]): string {
  const r = featureTable(locale, 'report', REPORT_EN);
  const own = r.settingLabels[path.join('.')];
  if (own) return own;
  const section = featureTable(locale, 'inputs', INPUTS_EN)[path[0] as (typeof SETTING_SECTIONS)[number]] as Record<string, unknown>;
  const label = section[path[path.length - 1]!];
  return typeof label === 'string' ? label : path.join('.');
}

/** A setting's value with its unit, as the inputs take it: shares in per cent, sizes in GiB, times as durations. */
function settingValue(locale: Locale, path: string[], value: unknown): string {
  const { m, fmt } = locale;
  const words = featureTable(locale, 'inputs', INPUTS_EN);
  const r = featureTable(locale, 'report', REPORT_EN);
  const key = path[path.length - 1]!;
  if (typeof value === 'boolean') return value ? r.on : r.off;
  if (value === 'auto') return r.auto;
  if (key === 'awareness') return m.awareness[value as Cluster['faultDomains']['awareness']];
  if (key === 'mode') return value === 'fixed' ? words.headroom.fixed : words.headroom.auto;
  if (key === 'selfHealGoal') return m.selfHealGoals[value as Cluster['headroom']['selfHealGoal']];
  if (typeof value !== 'number') return String(value);
  if (key === 'rf') return `RF${value}`;
  if (key === 'cvmCores') return fmt.cores(value);
  if (key.endsWith('Ratio')) return fmt.ratio(value);
  if (key.includes('GiB')) return `${fmt.number(value)} GiB`;
  if (key.includes('GBps')) return `${fmt.number(value)} GB/s`;
  if (key.endsWith('Seconds')) return fmt.duration(value);
  if (key.endsWith('Share') || key === 'savingsRealised' || path[0] === 'thresholds') return fmt.percent(value);
  return fmt.number(value, 0);
}
