import { type ReactNode, useMemo, useSyncExternalStore } from 'react';
import { size } from '../model/evaluate';
import { EN } from '../i18n/en';
import { createFormatter } from '../i18n/numbers';
import { DraftProvider, problemsByPath } from '../features/inputs/DraftContext';
import { InputsForm } from '../features/inputs/InputsForm';
import { ProblemSummary } from '../features/inputs/ProblemSummary';
import { LocaleProvider } from '../features/locale/LocaleContext';
import { t } from '../features/locale/t';
import { ClusterDiagram } from '../features/results/diagram/ClusterDiagram';
import { MarginPanel } from '../features/results/margins/MarginPanel';
import { Panel } from '../features/results/Panel';
import { PanelBoundary } from '../features/results/PanelBoundary';
import { Recommendation } from '../features/results/recommendation/RecommendationPanel';
import { InputsSummary } from '../features/results/summary/InputsSummary';
import { showAllCharts } from '../features/results/showCharts';
import { ResiliencyPanel } from '../features/results/resiliency/ResiliencyPanel';
import { UtilisationPanel } from '../features/results/utilisation/UtilisationPanel';
import { WarningsPanel } from '../features/results/warnings/WarningsPanel';
import { Waterfall } from '../features/results/waterfall/WaterfallPanel';
import type { SizingStore } from './state';
import { UnitSwitch } from './UnitSwitch';
import './app.css';

/** Charts load lazily; a printed report waits for them and for Recharts to measure its boxes. */
async function printReport() {
  await showAllCharts();
  await new Promise((resolve) => setTimeout(resolve, 300));
  window.print();
}

/** The user's locale for numbers; the words stay English until a second table exists. */
const userLocale = (): string => (typeof navigator !== 'undefined' && navigator.language) || 'en';

export function App({ store, locale: fixedLocale }: { store: SizingStore; locale?: string }) {
  const { draft, valid, problems, prefs } = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  // The one sizing call: results always come from a config that passed validation.
  const result = useMemo(() => size(valid), [valid]);
  const locale = useMemo(() => ({ m: EN, fmt: createFormatter(fixedLocale ?? userLocale(), prefs.capacityUnit, EN) }), [fixedLocale, prefs.capacityUnit]);
  const byPath = useMemo(() => problemsByPath(problems), [problems]);
  const ci = Math.min(prefs.clusterIndex, draft.clusters.length - 1, result.clusters.length - 1);
  const inputs = useMemo(() => ({ draft, problems: byPath, clusterIndex: ci, dispatch: store.dispatch }), [draft, byPath, ci, store]);
  const cluster = result.clusters[ci]!;
  const stale = problems.length > 0;
  const m = EN;
  const panel = (id: string, title: string, body: ReactNode, className?: string) => (
    <Panel id={id} title={title} stale={stale} resetKey={result} className={className}>
      {body}
    </Panel>
  );

  return (
    <LocaleProvider value={locale}>
      <a className="skip-link" href="#results">
        {m.app.skipToResults}
      </a>
      <header className="page-header">
        <div className="brand">
          <h1>{m.app.title}</h1>
          <p className="tagline">{m.app.tagline}</p>
        </div>
        <div className="toolbar">
          {draft.clusters.length > 1 && (
            <div className="field">
              <label htmlFor="cluster-select">{m.app.cluster}</label>
              <select id="cluster-select" value={ci} onChange={(e) => store.dispatch({ type: 'selectCluster', index: Number(e.target.value) })}>
                {draft.clusters.map((c, i) => (
                  <option key={c.id} value={i}>
                    {c.name || c.id}
                  </option>
                ))}
              </select>
            </div>
          )}
          <UnitSwitch unit={prefs.capacityUnit} onChange={(unit) => store.dispatch({ type: 'setCapacityUnit', unit })} />
          <button type="button" className="print-button" onClick={printReport}>
            {m.app.print}
          </button>
        </div>
      </header>
      <main className="layout">
        <section className="inputs-column" aria-labelledby="inputs-heading">
          <h2 id="inputs-heading">{m.app.inputsHeading}</h2>
          <PanelBoundary resetKey={draft} fallback={<p role="alert" className="panel-failed">{m.panel.failed}</p>}>
            <DraftProvider value={inputs}>
              <InputsForm label={m.app.inputsHeading} />
            </DraftProvider>
          </PanelBoundary>
        </section>
        <section className="results-column" id="results" aria-labelledby="results-heading" tabIndex={-1}>
          <h2 id="results-heading">
            {m.app.resultsHeading}
            <span className="print-only"> · {t(m.app.reportFor, { name: valid.name || cluster.name })}</span>
          </h2>
          <ProblemSummary problems={problems} draft={draft} />
          <InputsSummary cluster={valid.clusters[ci]!} nodeTypes={valid.nodeTypes} />
          {panel('recommendation', m.recommendation.heading, <Recommendation result={cluster} nodeTypes={valid.nodeTypes} />, 'panel--primary')}
          {panel('warnings', m.warnings.heading, <WarningsPanel result={cluster} config={valid} />)}
          {panel('capacity', m.waterfall.heading, <Waterfall result={cluster} />)}
          {panel('utilisation', m.utilisation.heading, <UtilisationPanel result={cluster} />)}
          {panel('resiliency', m.resiliency.heading, <ResiliencyPanel result={cluster} />)}
          {panel('diagram', m.diagram.heading, <ClusterDiagram result={cluster} nodeTypes={valid.nodeTypes} />)}
          {panel('margins', m.margins.heading, <MarginPanel result={cluster} />)}
          <p className="model-version">{t(m.app.modelVersion, { version: result.modelVersion })}</p>
        </section>
      </main>
    </LocaleProvider>
  );
}
