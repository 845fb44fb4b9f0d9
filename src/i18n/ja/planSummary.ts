import type { PLAN_SUMMARY_EN } from '../en/planSummary';
import type { Table } from '../table';

/** プランの概要の日本語テキスト: 概要と同じく、クラスターが 2 つ以上になったときに読み込まれる。 */
export const PLAN_SUMMARY_JA: Table<typeof PLAN_SUMMARY_EN> = {
  summaryFailed: 'プランの概要を計算できませんでした。各クラスターの結果はそのまま表示されます。',
  summaryCaption: 'プランの全クラスター（構成どおり）とそれぞれの推奨構成',
  colCluster: 'クラスター',
  colNodes: '構成済みノード数',
  colHeadroom: 'ヘッドルーム',
  colVerdict: '判定',
  colRecommended: '推奨ノード数',
  total: '合計',
  headroom: 'N+{k}',
  noRecommendation: 'なし',
  verdicts: {
    ok: 'すべての制約を満たす',
    caution: '満たすが、サイジングルールに違反',
    short: '不足',
  },
  verdictCounts: '満たす {ok}、ルール違反あり {caution}、不足 {short}',
  show: '{name} を表示',
};
