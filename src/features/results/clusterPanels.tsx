import { Fragment, type ReactNode } from 'react';
import type { Locale } from '../../ui/locale/LocaleContext';
import { t } from '../../ui/locale/t';
import { WhenReached } from '../../ui/reveal/WhenReached';
import { nodesWord } from './nodesWord';
import { Panel, PanelStand } from './Panel';
import { type PanelContext, RESULT_PANELS, type ResultPanel, type ShownResult } from './registry';

interface Options {
  stale: boolean;
  /**
   * Another cluster than the one on screen, printed in the report: its panels' ids end in this (`-c2`), so
   * no two sections share one; the panels that draw their own section (the plan's) print once, not here.
   */
  idSuffix?: string;
}

/** One cluster's panels of RESULT_PANELS in order, those below the first screen drawn when reached (at once when printed: the print shows every part). */
export function clusterPanels(locale: Locale, result: ShownResult, ctx: PanelContext, { stale, idSuffix = '' }: Options): ReactNode[] {
  const { m } = locale;
  const configured = t(m.plan.scopeConfigured, { nodes: nodesWord(locale, result.nodeCount) });
  const panel = (p: ResultPanel) =>
    p.ownSection ? (
      <Fragment key={p.id}>{p.render(result, ctx)}</Fragment>
    ) : (
      <Panel
        key={p.id}
        id={p.id + idSuffix}
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
    (p.when && !p.when(ctx)) || (idSuffix && p.ownSection) ? null : p.whenReached ? (
      <WhenReached key={p.id} id={p.id} load={p.load} stand={(ref) => <PanelStand ref={ref} id={p.id} title={p.title(m)} />}>
        {() => panel(p)}
      </WhenReached>
    ) : (
      panel(p)
    ),
  );
}
