import type { PLAN_EN } from '../en/plan';
import type { Table } from '../table';

/** プラン（複数クラスター）の日本語テキスト（en/plan.ts と同じキー、同じプレースホルダー）。 */
export const PLAN_JA: Table<typeof PLAN_EN> = {
  clusters: 'このプランのクラスター',
  clusterName: 'クラスター名',
  add: 'クラスターを追加',
  duplicate: 'クラスターを複製',
  remove: 'クラスターを削除',
  newName: 'クラスター {n}',
  copyName: '{name}（コピー）',
  full: '1 つのプランに含められるクラスターは最大 {max} 個です。',
  removed: '{name} を削除しました。',
  undoRemove: '削除を元に戻す',
  undoRemoveRefused:
    'ここでは元に戻していません。削除の後にプランが変更されています。「元に戻す」（Ctrl+Z）で、その変更から順に戻してください。',
  summaryHeading: 'プランの概要',
  summaryLoading: 'すべてのクラスターをサイジングしています…',
  scopeConfigured: '構成済みクラスター: {nodes}',
  scopeRecommended: '推奨クラスター',
  scopeCandidates: '推奨タイプのすべての規模（構成済みと推奨の規模に印付き）',
  answer: '推奨: {recommended}／構成済み: {configured}、{verdict}',
  answerVerdicts: { ok: 'すべての制約を満たす', caution: '満たすが、サイジングルールに違反', short: '不足' },
  answerLink: '根拠を見る',
  useThisSize: 'この構成を使用',
  useThisSizeHint: '構成済みクラスターを {type} の {nodes}にします（ノードの一覧は置き換えられます）。',
  useThisSizeHintRule: '構成済みクラスターを {type} の {nodes}にし（ノードの一覧は置き換えられます）、ヘッドルームを自動にします。',
  applied: '構成済みクラスターを {type} の {nodes}にしました。',
  undoApply: '元に戻す',
  undone: '構成済みクラスターを元に戻しました。',
  undoRefused: 'ここでは元に戻していません。その後に変更があります。「元に戻す」（Ctrl+Z）で、その変更から順に戻してください。',
};
