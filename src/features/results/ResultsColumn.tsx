import { type ReactNode, useMemo } from 'react';
import type { SizingConfig } from '../../model/config';
import { MODEL_VERSION } from '../../model/version';
import { useLocale } from '../../ui/locale/LocaleContext';
import { t } from '../../ui/locale/t';
import { clusterPanels } from './clusterPanels';
import type { EvaluatedInput, PanelContext, ShownResult } from './registry';
import { printOnlyParts } from './usePrinting';
import type { EvaluateCluster } from './report/clusterResults';

interface Props {
  /** The sizing of the cluster on screen: the latest result, what it was asked with, and whether a newer one is on its way or failed. */
  evaluation: {
    result: ShownResult | null;
    context: EvaluatedInput | null;
    updating: boolean;
    failed: boolean;
    /** How many answers have arrived: shown, so a measurement can wait for the next. */
    revision: number;
  };
  /** Every cluster of the plan, for its summary. */
  plan: PanelContext['plan'];
  /** The document as last validated: its name heads the report, its inputs are summarised on paper. */
  config: SizingConfig;
  clusterIndex: number;
  /** The inputs hold problems: the results are of the last valid ones. */
  stale: boolean;
  printing: boolean;
  store: PanelContext['store'];
  selectCluster(index: number): void;
  /** Sizes another cluster of the plan, for the printed report. */
  evaluate: EvaluateCluster;
  /** Said above the panels (the inputs' problems). */
  children?: ReactNode;
}

/** The results column: its heading, what the evaluation is doing, the print-only parts and every panel of RESULT_PANELS in order. */
export function ResultsColumn({
  evaluation,
  plan,
  config,
  clusterIndex,
  stale,
  printing,
  store,
  selectCluster,
  evaluate,
  children,
}: Props) {
  const locale = useLocale();
  const { m } = locale;
  const { result, context: evaluated, updating, failed } = evaluation;
  const { result: planResult, updating: planUpdating, failed: planFailed } = plan;
  // The results change only with a validated document or a new result, never with a keystroke:
  // made again only then, so typing re-renders the inputs and not thousands of result elements.
  const ctx = useMemo<PanelContext | null>(
    () =>
      evaluated && {
        m,
        evaluated,
        clusterIndex,
        printing,
        store,
        plan: { result: planResult, updating: planUpdating, failed: planFailed },
        selectCluster,
      },
    [evaluated, clusterIndex, store, m, printing, planResult, planUpdating, planFailed, selectCluster],
  );
  const panels = useMemo(() => result && ctx && clusterPanels(locale, result, ctx, { stale }), [result, ctx, stale, locale]);
  const print = printing ? printOnlyParts() : null;
  const report = print && result && ctx && { config, clusterIndex, result, ctx, evaluate };
  return (
    <section
      className={printing ? 'results-column results-column--printing' : 'results-column'}
      id="results"
      aria-labelledby="results-heading"
      aria-busy={updating}
      data-revision={evaluation.revision}
      tabIndex={-1}
    >
      <h2 id="results-heading">
        {m.app.resultsHeading}
        {updating && result && <span className="updating-tag">{m.app.updating}</span>}
      </h2>
      {!result && !failed && (
        <p role="status" className="calculating">
          {m.app.calculating}
        </p>
      )}
      {failed && (
        <p role="alert" className="panel-failed">
          {m.app.evaluationFailed}
        </p>
      )}
      {children}
      {report && <print.ReportFront {...report} />}
      {panels}
      {report && <print.ReportBack {...report} />}
      <p className="model-version">{t(m.app.modelVersion, { version: MODEL_VERSION })}</p>
    </section>
  );
}
