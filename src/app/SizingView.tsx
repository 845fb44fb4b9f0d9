import { useMemo } from 'react';
import type { DocumentState } from '../document/store';
import type { Messages } from '../i18n/en/page';
import { DraftProvider, draftSource } from '../features/inputs/DraftContext';
import { InputsForm } from '../features/inputs/InputsForm';
import { ProblemSummary } from '../features/inputs/ProblemSummary';
import { PanelBoundary } from '../features/results/PanelBoundary';
import { ResultsColumn } from '../features/results/ResultsColumn';
import { lazyPart } from '../ui/reveal/lazyPart';
import { ClusterBar } from '../features/plan/ClusterBar';
import type { PageController } from './controller';
import { useLatest } from './hooks';

/** The inventory import's drop zone, in the workload section: its code arrives with the section's. */
const Import = lazyPart(() => import('../features/import/ImportEntry').then((e) => e.ImportEntry));
export const loadImportEntry = Import.load;

interface Props {
  controller: PageController;
  state: DocumentState;
  printing: boolean;
  m: Messages;
  hidden: boolean;
  /** Typed keys into the document and the page, before anything else reads it. */
  takeTyped(): void;
}

/** The sizing: the inputs beside the results of the cluster on screen. */
export function SizingView({ controller: c, state, printing, m, hidden, takeTyped }: Props) {
  const { draft, valid, problems } = state;
  const ci = Math.min(state.clusterIndex, draft.clusters.length - 1, valid.clusters.length - 1);
  const evaluation = useLatest(c.result);
  const plan = useLatest(c.plan);
  const importCluster = draft.clusters[ci]!;
  const importName = importCluster.name || importCluster.id;
  const importGroupCount = importCluster.workload.vmGroups.length;
  // Made again only when what it shows changes, so a keystroke elsewhere leaves the form alone.
  const importEntry = useMemo(
    () => (
      <Import.Part clusterIndex={ci} clusterName={importName} groupCount={importGroupCount} dispatch={c.doc.dispatch} undoable={c.doc} />
    ),
    [ci, importName, importGroupCount, c],
  );
  const source = useMemo(() => draftSource(c.doc), [c]);
  const inputs = useMemo(() => ({ source, clusterIndex: ci, dispatch: c.doc.dispatch, type: c.doc.type }), [source, ci, c]);
  // The form follows the draft through its own subscriptions: the page's other changes (a saved
  // session, a new result) leave its thousands of fields alone.
  const form = useMemo(
    () => (
      <DraftProvider value={inputs}>
        <InputsForm label={m.app.inputsHeading} workloadExtra={importEntry} />
      </DraftProvider>
    ),
    [inputs, m, importEntry],
  );
  return (
    <main className="layout" hidden={hidden}>
      <section
        className="inputs-column"
        aria-labelledby="inputs-heading"
        onBlur={() => {
          takeTyped();
          c.settle();
        }}
      >
        <h2 id="inputs-heading">{m.app.inputsHeading}</h2>
        <PanelBoundary
          resetKey={draft}
          fallback={
            <p role="alert" className="panel-failed">
              {m.panel.failed}
            </p>
          }
        >
          <ClusterBar clusters={draft.clusters} index={ci} dispatch={c.doc.dispatch} undoable={c.doc} onSelect={c.doc.select} />
          {form}
        </PanelBoundary>
      </section>
      <ResultsColumn
        evaluation={evaluation}
        plan={plan}
        config={valid}
        clusterIndex={ci}
        stale={problems.length > 0}
        printing={printing}
        store={c.doc}
        selectCluster={c.doc.select}
        evaluate={c.evaluator.evaluate}
      >
        <ProblemSummary problems={problems} draft={draft} />
      </ResultsColumn>
    </main>
  );
}
