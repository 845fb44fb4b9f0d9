import { HANDOVER_EN } from '../../../i18n/en/handover';
import type { Cluster, SizingConfig } from '../../../model/config';
import { useFeatureTable, useLocale } from '../../../ui/locale/LocaleContext';
import { t } from '../../../ui/locale/t';
import { type Plural, plural } from '../../../ui/locale/plural';
import { licencesAndFacilities } from '../report/licencesAndFacilities';
import './licences.css';

interface Props {
  config: SizingConfig;
  /** The clusters counted: the one on screen, or every cluster of the plan for its totals. */
  clusters: readonly Cluster[];
  /** Its parts' headings: h3 in its own panel, h4 under the plan's totals. */
  heading?: 'h3' | 'h4';
}

/** Licence quantities (with costs where the user priced them), and power, heat, rack space and weight. */
export function LicencesPanel({ config, clusters, heading: H = 'h3' }: Props) {
  const { fmt } = useLocale();
  const w = useFeatureTable('handover', HANDOVER_EN);
  const { licences: l, facilities, facilitiesTotal: f } = licencesAndFacilities(config, clusters);
  const money = (x: number | null) => (x === null ? w.noPrice : `${fmt.number(x, 2)}${l.currency ? ` ${l.currency}` : ''}`);
  const figure = (x: number | null, digits = 0) => (x === null ? w.unknown : fmt.number(x, digits));
  const n = w.figureNames;
  const count = (text: Plural, x: number) => t(plural(text, x), { n: fmt.number(x, 0) });
  const named = [
    ['typical', n.typical],
    ['max', n.max],
    ['rackUnits', n.rackUnits],
    ['weight', n.weight],
  ] as const;
  // One line per set of node types, naming every figure they lack.
  const lacking = new Map<string, string[]>();
  for (const [key, figure] of named) {
    const types = [...new Set(facilities.flatMap((x) => x.unknownFor[key]))].join(', ');
    if (types) lacking.set(types, [...(lacking.get(types) ?? []), figure]);
  }
  const unknown = [...lacking].map(([types, figures]) => t(w.unknownFor, { figure: figures.join(', '), types }));
  return (
    <div className="licences">
      <H>{w.licences}</H>
      <p>
        {t(w.coresLine, {
          nodes: count(w.counts.nodes, l.total.nodes),
          cpus: count(w.counts.cpus, l.total.cpus),
          cores: count(w.counts.cores, l.total.physicalCores),
          licensed: fmt.number(l.total.licensedCores, 0),
        })}
      </p>
      <table className="stack-table" data-testid="licences">
        <thead>
          <tr>
            <th scope="col">{w.licence}</th>
            <th scope="col" className="num">
              {w.quantity}
            </th>
            <th scope="col" className="num">
              {w.unitPrice}
            </th>
            <th scope="col" className="num">
              {w.cost}
            </th>
          </tr>
        </thead>
        <tbody>
          {l.lines.map((line) => (
            <tr key={line.licence}>
              <th scope="row">{w.names[line.licence]}</th>
              <td className="num" data-label={w.quantity}>
                {`${fmt.number(line.quantity, line.unit === 'TiB' ? 2 : 0)} ${w.units[line.unit]}`}
              </td>
              <td className="num" data-label={w.unitPrice}>
                {money(line.unitPrice)}
              </td>
              <td className="num" data-label={w.cost}>
                {money(line.cost)}
              </td>
            </tr>
          ))}
        </tbody>
        {l.totalCost !== null && (
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {w.totalCost}
              </th>
              <td className="num" data-label={w.cost}>
                {money(l.totalCost)}
              </td>
            </tr>
          </tfoot>
        )}
      </table>
      <p className="licences-note">{w.licenceNote}</p>
      <H>{w.facilities}</H>
      <dl className="facilities" data-testid="facilities">
        <dt>{w.typicalW}</dt>
        <dd>{figure(f.typicalW)}</dd>
        <dt>{w.maxW}</dt>
        <dd>{figure(f.maxW)}</dd>
        <dt>{w.typicalBtu}</dt>
        <dd>{figure(f.typicalBtuPerHour)}</dd>
        <dt>{w.maxBtu}</dt>
        <dd>{figure(f.maxBtuPerHour)}</dd>
        <dt>{w.rackUnits}</dt>
        <dd>{figure(f.rackUnits)}</dd>
        <dt>{w.weightKg}</dt>
        <dd>{figure(f.weightKg, 1)}</dd>
      </dl>
      {unknown.map((line) => (
        <p key={line} className="licences-note">
          {line}
        </p>
      ))}
      {f.switchRackUnits > 0 && <p className="licences-note">{w.switchesNote}</p>}
    </div>
  );
}
