import { Fragment, type ReactNode, useMemo } from 'react';
import type { SizingConfig } from '../../model/config';
import { MODEL_VERSION } from '../../model/version';
import { useLocale } from '../../ui/locale/LocaleContext';
import { t } from '../../ui/locale/t';
import { nodesWord } from './nodesWord';
import { Panel, PanelStand } from './Panel';
import { type EvaluatedInput, type PanelContext, RESULT_PANELS, type ResultPanel, type ShownResult } from './registry';
import { WhenReached } from '../../ui/reveal/WhenReached';
import { printOnlyParts } from './usePrinting';

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
  /** Said above the panels (the inputs' problems). */
  children?: ReactNode;
}

/** The results column: its heading, what the evaluation is doing, the print-only parts and every panel of RESULT_PANELS in order. */
export function ResultsColumn({ evaluation, plan, config, clusterIndex, stale, printing, store, selectCluster, children }: Props) {
  const locale = useLocale();
  const { m } = locale;
  const { result, context: evaluated, updating, failed } = evaluation;
  const { result: planResult, updating: planUpdating, failed: planFailed } = plan;
  // The results change only with a validated document or a new result, never with a keystroke:
  // made again only then, so typing re-renders the inputs and not thousands of result elements.
  const panels = useMemo(() => {
    if (!result || !evaluated) return null;
    const ctx: PanelContext = {
      m,
      evaluated,
      clusterIndex,
      printing,
      store,
      plan: { result: planResult, updating: planUpdating, failed: planFailed },
      selectCluster,
    };
    const configured = t(m.plan.scopeConfigured, { nodes: nodesWord(locale, result.nodeCount) });
    const panel = (p: ResultPanel) =>
      p.ownSection ? (
        <Fragment key={p.id}>{p.render(result, ctx)}</Fragment>
      ) : (
        <Panel
          key={p.id}
          id={p.id}
          title={p.title(m)}
          stale={stale}
          resetKey={result}
          className={p.className}
          scope={p.scope && (p.scope === 'candidates' ? m.plan.scopeCandidates : configured)}
          loading={p.loading?.(m)}
        >
          {p.render(result, ctx)}
        </Panel>
      );
    return RESULT_PANELS.map((p) =>
      p.when && !p.when(ctx) ? null : p.whenReached ? (
        <WhenReached key={p.id} id={p.id} load={p.load} stand={(ref) => <PanelStand ref={ref} id={p.id} title={p.title(m)} />}>
          {() => panel(p)}
        </WhenReached>
      ) : (
        panel(p)
      ),
    );
  }, [result, evaluated, stale, clusterIndex, store, m, locale, printing, planResult, planUpdating, planFailed, selectCluster]);
  const name = config.name || result?.name || '';
  const print = printing ? printOnlyParts() : null;
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
        <span className="print-only"> · {t(m.app.reportFor, { name })}</span>
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
      {print && <print.ReportHeader name={name} />}
      {print && <print.InputsSummary cluster={config.clusters[clusterIndex]!} nodeTypes={config.nodeTypes} />}
      {panels}
      <p className="model-version">{t(m.app.modelVersion, { version: MODEL_VERSION })}</p>
    </section>
  );
}
