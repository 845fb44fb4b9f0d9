import type { CATALOGUE_PICKER_EN } from '../../i18n/en/catalogue';
import type { Catalogue, Platform } from '../../catalogue/types';
import type { Table } from '../../i18n/table';
import { t } from '../../ui/locale/t';

type Words = Table<typeof CATALOGUE_PICKER_EN>;
export type FigureRow = { label: string; value: string | undefined };

const joined = (parts: readonly (string | undefined)[]) => parts.filter(Boolean).join('; ') || undefined;

/**
 * A catalogue entry's figures as the picker lists them, one row per kind; `value` is undefined
 * where no source gave one, which the picker words as "not in the source".
 */
export function catalogueFigures(p: Platform, c: Catalogue, w: Words): FigureRow[] {
  const cpu = p.cpuOptions.map((o) => {
    const e = c.cpus.find((x) => x.id === o.cpu);
    const detail = [e?.coresPerSocket && t(w.cores, { n: e.coresPerSocket }), e?.baseGHz && `${e.baseGHz} GHz`].filter(Boolean).join(', ');
    return t(w.tested, { value: `${o.sockets} × ${e?.name ?? o.cpu}${detail ? ` (${detail})` : ''}` });
  });
  const family = p.cpuFamily && p.sockets ? t(w.sockets, { family: p.cpuFamily, sockets: p.sockets.join('/') }) : p.cpuFamily;
  const m = p.memory;
  const drives = p.driveTiers.map((d) => {
    const text = `${d.testedCount !== undefined ? `${d.testedCount} × ` : ''}${d.sizesTB.join('/')} TB ${d.tier.toUpperCase()}`;
    return d.testedCount !== undefined ? t(w.tested, { value: text }) : text;
  });
  const bays = (p.driveBays ?? []).map(
    (b) =>
      `${t(w.bays, { n: b.count })}${b.form || b.takes ? ` (${[b.form, b.takes?.join('/').toUpperCase()].filter(Boolean).join(', ')})` : ''}`,
  );
  const ps = p.powerSupplies;
  return [
    { label: w.labels.cpu, value: joined([...cpu, family]) },
    {
      label: w.labels.memory,
      value: joined([
        m.testedPerNodeGB !== undefined ? t(w.tested, { value: `${m.testedPerNodeGB} GB` }) : undefined,
        m.perNodeGB && t(w.memoryRange, { min: m.perNodeGB.min, max: m.perNodeGB.max }),
        m.maxPerNodeGB !== undefined ? t(w.memoryMax, { max: m.maxPerNodeGB }) : undefined,
        m.dimmSlots !== undefined ? t(w.dimmSlots, { n: m.dimmSlots }) : undefined,
        m.type,
      ]),
    },
    { label: w.labels.drives, value: joined([...drives, bays.join(' / ') || undefined]) },
    { label: w.labels.network, value: joined(p.nics.map((n) => `${n.ports} × ${n.gbps} GbE${n.name ? ` (${n.name})` : ''}`)) },
    {
      label: w.labels.rack,
      value:
        p.rackUnits !== undefined
          ? `${p.rackUnits} U`
          : p.rackUnitsPerNode !== undefined
            ? t(w.perNode, { n: `${p.rackUnitsPerNode} U` })
            : undefined,
    },
    {
      label: w.labels.power,
      value:
        ps && joined([t(w.supplies, { n: ps.count ?? '?', watts: (ps.ratedWOptions ?? (ps.ratedW ? [ps.ratedW] : [])).join('/') || '?' })]),
    },
    { label: w.labels.weight, value: p.weightKg !== undefined ? `${p.weightKg} kg` : undefined },
  ];
}
