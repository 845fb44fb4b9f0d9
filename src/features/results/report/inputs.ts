import type { Cluster, NodeType } from '../../../model/config';
import { defaultClusterSettings } from '../../../model/defaultConfig';
import { REPORT_EN } from '../../../i18n/en/report';
import { featureTable, type Locale } from '../../../ui/locale/LocaleContext';
import { t } from '../../../ui/locale/t';

type Row = [string, string][];

/** Every input that shaped the answer, as label and value, shared by the printed report and Markdown. */
export function inputRows(locale: Locale, nodeTypes: readonly NodeType[], c: Cluster): Row {
  const { m, fmt } = locale;
  const r = featureTable(locale, 'report', REPORT_EN);
  const typeName = (id: string) => nodeTypes.find((x) => x.id === id)?.name ?? id;
  const yesNo = (b: boolean) => (b ? r.yes : r.no);
  const ecx = c.protection.ecx;
  return [
    [r.nodes, c.nodes.map((n) => `${n.count} × ${typeName(n.nodeTypeId)}`).join('; ')],
    [
      r.faultDomains,
      `${m.awareness[c.faultDomains.awareness]} · ${m.faultDomains.nodesPerBlock} ${c.faultDomains.nodesPerBlock} · ${m.faultDomains.blocksPerRack} ${c.faultDomains.blocksPerRack}`,
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

/** Every cluster setting that differs from the model's default, by its path in the config. */
export function overriddenDefaults(c: Cluster): { setting: string; value: string; default: string }[] {
  const out: { setting: string; value: string; default: string }[] = [];
  const walk = (path: string, value: unknown, def: unknown) => {
    if (def !== null && typeof def === 'object' && value !== null && typeof value === 'object') {
      for (const [k, d] of Object.entries(def)) walk(`${path}.${k}`, (value as Record<string, unknown>)[k], d);
    } else if (value !== def) out.push({ setting: path.slice(1), value: String(value), default: String(def) });
  };
  const defaults = defaultClusterSettings();
  for (const key of ['faultDomains', 'protection', 'headroom', 'dataReduction', 'overheads', 'thresholds', 'rebuild'] as const)
    walk(`.${key}`, c[key], defaults[key]);
  return out;
}
