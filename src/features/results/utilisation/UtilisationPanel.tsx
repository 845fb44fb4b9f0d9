import { lazy, Suspense } from 'react';
import type { Utilisation } from '../../../model/utilisation';
import type { Derivation, Figure } from '../../../model/derivation';
import type { ClusterResult, UtilisationWhy } from '../../../model/evaluate';
import { FigureValue, Why } from '../../../ui/derivation/Why';
import { useFeatureTable, useLocale } from '../../../ui/locale/LocaleContext';
import { PANELS_EN } from '../../../i18n/en/panels';
import { t } from '../../../ui/locale/t';
import { percentsApart } from '../../../ui/locale/percentsApart';
import './utilisation.css';

/** Only a cluster that names CPUs has per-core factors to explain: the note and its words load then. */
const CpuFactorNote = lazy(() => import('./CpuFactorNote'));

interface Row {
  key: 'cpu' | 'ram' | 'storage' | 'iops';
  normal: Utilisation;
  afterLoss: Utilisation;
  demand: Figure;
  supply: Figure;
  supplyAfterLoss: Figure;
  why: UtilisationWhy;
  /** Why the row has no meter: no per-node figures, or no VM group with figures. */
  unchecked?: string;
}

/** A share as a bar against its target; the width is capped so an overload stays on screen. */
function Meter({ u, why, label, amount }: { u: Utilisation; why: Derivation; label: string; amount: (n: number) => string }) {
  const { fmt } = useLocale();
  const w = useFeatureTable('panels', PANELS_EN);
  // No supply at all (every node with the resource lost): a failure when anything is demanded.
  if (u.share === null)
    return u.ok ? (
      <span className="meter-na">{w.utilisation.noneNeeded}</span>
    ) : (
      <span className="meter-cell meter--over">{w.utilisation.noneLeft}</span>
    );
  const width = Math.min(u.share, 1.5) / 1.5;
  const target = u.threshold / 1.5;
  const { share, target: targetShown } = percentsApart(fmt, u.share, u.threshold);
  const shareFigure: Figure = {
    value: u.share,
    unit: 'share',
    // Demand and supply are in the resource's unit, which the share itself does not carry.
    derivation: { ...why, inputs: { ...why.inputs, demand: amount(u.demand), supply: amount(u.supply) } },
  };
  return (
    <span className={`meter-cell ${u.ok ? 'meter--ok' : 'meter--over'}`}>
      <span className="meter" role="img" aria-label={t(w.utilisation.meterLabel, { resource: label, share, target: targetShown })}>
        <span className="meter-fill" style={{ width: `${width * 100}%` }} />
        <span className="meter-target" style={{ left: `${target * 100}%` }} />
      </span>
      <span className="meter-value">
        {share} <span className="meter-verdict">{u.ok ? w.utilisation.within : w.utilisation.over}</span>{' '}
        <Why figure={shareFigure} label={label} />
      </span>
    </span>
  );
}

/** CPU, RAM, storage and IOPS in normal running and after losing the reserved fault domains. */
export function UtilisationPanel({ result }: { result: ClusterResult }) {
  const { m, fmt } = useLocale();
  const w = useFeatureTable('panels', PANELS_EN);
  const c = result.compute;
  const steps = result.capacity.waterfall;
  const effectiveAfterLoss = steps.find((s) => s.id === 'effective')!.figure;
  const rows: Row[] = [
    { key: 'cpu', ...c.cores },
    { key: 'ram', ...c.ram },
    {
      key: 'storage',
      normal: result.capacity.normal,
      afterLoss: result.capacity.afterLoss,
      demand: result.demand.storage,
      supply: result.capacity.effectiveNormal,
      supplyAfterLoss: effectiveAfterLoss,
      why: result.capacity.why,
    },
    {
      key: 'iops',
      ...result.performance.iops,
      unchecked:
        result.performance.status === 'no-figures'
          ? w.utilisation.noFigures
          : !result.constraints.find((k) => k.id === 'iops')!.checked
            ? w.utilisation.noDemandFigures
            : undefined,
    },
  ];
  const demandLabel = {
    cpu: m.figures.demandCores,
    ram: m.figures.demandRam,
    storage: m.figures.demandStorage,
    iops: m.figures.demandIops,
  };
  const supplyLabel = {
    cpu: m.figures.supplyCores,
    ram: m.figures.supplyRam,
    storage: m.figures.supplyStorage,
    iops: m.figures.supplyIops,
  };
  const amount = { cpu: fmt.cores, ram: fmt.memory, storage: fmt.bytes, iops: fmt.iops };
  const ws = result.performance.workingSet;
  return (
    <div className="utilisation">
      <table className="util-table stack-table">
        <caption className="visually-hidden">{w.utilisation.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{w.utilisation.resource}</th>
            <th scope="col">{w.utilisation.normal}</th>
            <th scope="col">{w.utilisation.afterLoss}</th>
            <th scope="col">{w.utilisation.target}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} data-resource={r.key}>
              <th scope="row">
                <span className="util-name">{w.utilisation[r.key]}</span>
                <span className="util-figures">
                  {w.utilisation.demand} <FigureValue figure={r.demand} label={demandLabel[r.key]} />
                </span>
                {/* With no figures there is no supply to show: a 0 would read as a measured capability. */}
                {!(r.key === 'iops' && result.performance.status === 'no-figures') && (
                  <>
                    <span className="util-figures">
                      {w.utilisation.supply} <FigureValue figure={r.supply} label={supplyLabel[r.key]} />
                    </span>
                    <span className="util-figures">
                      {w.utilisation.supplyAfterLoss}{' '}
                      <FigureValue figure={r.supplyAfterLoss} label={`${supplyLabel[r.key]}, ${m.figures.supplyAfterLoss}`} />
                    </span>
                  </>
                )}
              </th>
              <td data-label={w.utilisation.normal}>
                {r.unchecked ? (
                  <span className="meter-na">{r.unchecked}</span>
                ) : (
                  <Meter
                    u={r.normal}
                    why={r.why.normal}
                    amount={amount[r.key]}
                    label={`${w.utilisation[r.key]}, ${w.utilisation.normal}`}
                  />
                )}
              </td>
              <td data-label={w.utilisation.afterLoss}>
                {r.unchecked ? (
                  <span className="meter-na">{r.unchecked}</span>
                ) : (
                  <Meter
                    u={r.afterLoss}
                    why={r.why.afterLoss}
                    amount={amount[r.key]}
                    label={`${w.utilisation[r.key]}, ${w.utilisation.afterLoss}`}
                  />
                )}
              </td>
              <td className="num" data-label={w.utilisation.target}>
                {fmt.percent(r.normal.threshold)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="util-notes">
        <div>
          {m.figures.cvmCores}: <FigureValue figure={c.cvmCoresPerNode} label={m.figures.cvmCores} /> · {m.figures.cvmRam}:{' '}
          <FigureValue figure={c.cvmRamPerNode} label={m.figures.cvmRam} />
          {(
            [
              [c.hypervisorCoresPerNode, m.figures.hypervisorCores],
              [c.hypervisorRamPerNode, m.figures.hypervisorRam],
            ] as const
          ).map(
            ([f, label]) =>
              f && (
                <span key={label}>
                  {' · '}
                  {label}: <FigureValue figure={f} label={label} />
                </span>
              ),
          )}
        </div>
        <div>
          {t(w.utilisation.largestVm, {
            vcpu: fmt.number(c.largestVm.vcpu, 0),
            ram: fmt.memory(c.largestVm.ram),
            fits: c.largestVm.fits ? w.utilisation.fits : w.utilisation.doesNotFit,
          })}
        </div>
        {c.cpuFactors && (
          <Suspense fallback={null}>
            <CpuFactorNote factors={c.cpuFactors} />
          </Suspense>
        )}
        {ws && <div>{t(w.utilisation.workingSet, { physical: fmt.figure(ws.physical), flash: fmt.figure(ws.flash) })}</div>}
      </div>
    </div>
  );
}
