import { useEffect } from 'react';
import { exportFileName } from '../../../document/fileName';
import type { SizingConfig } from '../../../model/config';
import { REPORT_EN } from '../../../i18n/en/report';
import { useFeatureTable, useLocale } from '../../../ui/locale/LocaleContext';
import { t } from '../../../ui/locale/t';
import { clusterPanels } from '../clusterPanels';
import type { PanelContext, ShownResult } from '../registry';
import { Assumptions, VmGroupsAppendix } from '../summary/InputsSummary';
import { type EvaluateCluster, useClusterResults } from './clusterResults';
import { ExecutiveSummary } from './ExecutiveSummary';
import Protection from '../planSummary/Protection';
import { ReportHeader } from './ReportHeader';
import { ShareLinkFooter } from './ShareLinkFooter';
import './report.css';

/** What the printed proposal is made of besides the panels of the cluster on screen, which the page draws. */
export interface ReportProps {
  config: SizingConfig;
  clusterIndex: number;
  /** The cluster on screen's result and its panels' context. */
  result: ShownResult;
  ctx: PanelContext;
  evaluate: EvaluateCluster;
}

/**
 * The proposal before the panels of the cluster on screen: its header, the executive summary, the
 * details of the clusters before it in the plan, and its own heading.
 */
export function ReportFront({ config, clusterIndex, result, ctx, evaluate }: ReportProps) {
  const results = useClusterResults(config, clusterIndex, result, evaluate);
  // The browser names the PDF it saves after the page's title: the name every export takes.
  useEffect(() => {
    const before = document.title;
    document.title = exportFileName(config, '', config.clusters[clusterIndex]!.name);
    return () => {
      document.title = before;
    };
  }, [config, clusterIndex]);
  return (
    <>
      <ReportHeader config={config} />
      <ExecutiveSummary config={config} results={results} />
      {/* Protection between the clusters, with its figures and site failures: the plan summary it sits in on screen does not print. */}
      {ctx.plan.result?.protection && (
        <section className="report-protection">
          <Protection config={config} report={ctx.plan.result.protection} store={ctx.store} printing />
        </section>
      )}
      <OtherClusters config={config} results={results} ctx={ctx} from={0} to={clusterIndex} />
      <ClusterHeading config={config} index={clusterIndex} />
    </>
  );
}

/** The proposal after the panels of the cluster on screen: the clusters after it, the assumptions, the VM groups and the link. */
export function ReportBack({ config, clusterIndex, result, ctx, evaluate }: ReportProps) {
  const results = useClusterResults(config, clusterIndex, result, evaluate);
  return (
    <>
      <OtherClusters config={config} results={results} ctx={ctx} from={clusterIndex + 1} to={config.clusters.length} />
      <Assumptions config={config} />
      <VmGroupsAppendix config={config} />
      <ShareLinkFooter />
    </>
  );
}

function ClusterHeading({ config, index }: { config: SizingConfig; index: number }) {
  const w = useFeatureTable('report', REPORT_EN);
  const c = config.clusters[index]!;
  return (
    <h2 className="report-cluster print-only-block" data-cluster={c.id}>
      {t(w.clusterDetails, { n: index + 1, count: config.clusters.length, name: c.name || c.id })}
    </h2>
  );
}

interface OtherProps {
  config: SizingConfig;
  results: readonly ShownResult[] | null;
  ctx: PanelContext;
  from: number;
  to: number;
}

/** The clusters of the plan from `from` up to `to`, each under its heading with the panels the page shows of the one on screen. */
function OtherClusters({ config, results, ctx, from, to }: OtherProps) {
  const locale = useLocale();
  if (!results) return null;
  return config.clusters.slice(from, to).map((cluster, k) => {
    const i = from + k;
    const result = results[i];
    if (!result) return null;
    const own: PanelContext = { ...ctx, evaluated: { config, cluster, nodeTypes: config.nodeTypes }, clusterIndex: i, printing: true };
    return (
      <div key={cluster.id} className="report-cluster-details print-only-block">
        <ClusterHeading config={config} index={i} />
        {clusterPanels(locale, result, own, { stale: false, idSuffix: `-${cluster.id}` })}
      </div>
    );
  });
}
