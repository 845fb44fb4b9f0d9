import type { RUNWAY_EN } from '../en/runway';
import type { Table } from '../table';

/** ランウェイパネルの日本語テキスト（en/runway.ts と同じキー、同じプレースホルダー）。 */
export const RUNWAY_JA: Table<typeof RUNWAY_EN> = {
  intro:
    '構成済みクラスター（{nodes}）で、ワークロードが年 {growth}（月単位の複利）で増加した場合の {months} か月間の推移です。各リソースは、予備分を失った後に残る量に対してそのしきい値までしか使えないものとします。',
  noHorizon: '増加の年数が 0 年のため、表示するランウェイはありません。表示するには増加の年数を設定してください。',
  resources: { storage: 'ストレージ', cpu: 'CPU', ram: 'RAM', iops: 'IOPS' },
  limits: { storage: '最大使用率', cpu: '目標', ram: '目標', iops: '目標' },
  reaches: '{resource}: {month} か月目に{limit} {threshold} を超えます。',
  alreadyToday: '{resource}: 現時点ですでに{limit} {threshold} を超えています。',
  holds: '{resource}: 期間の終わり（{months} か月目）まで{limit} {threshold} 以内に収まります。',
  noIops: 'IOPS は確認していません: ノードタイプにノードあたりの値がありません。',
  caption: '各リソースの使用上限に対する需要（現在と期間の終わり）',
  resource: 'リソース',
  mayUse: '使用上限',
  today: '現在の需要',
  atHorizon: '{months} か月目の需要',
  firstBreach: '超過する最初の月',
  never: '超過なし',
  chartLabel: '予備分を失った後の各リソースに対する需要の割合を月ごとに示し、しきい値と比べる折れ線グラフ',
  chartMonth: '経過月数',
  thresholdLine: 'しきい値 {threshold}（{resource}）',
  expansionHeading: '拡張プラン',
  expansionNone: '構成済みクラスターは {months} か月目まですべての制約を満たします。追加は必要ありません。',
  expansionIntro:
    '初日にすべてのノードを購入する代わりに、下表のとおり {type} ノードを追加していく方法もあります（{unit}、ヘッドルームは規模ごとに再計算）。これで {months} か月目まですべての制約を満たします。',
  expansionFails:
    '{month} か月目以降は、{type} ノード 64 台までのどの規模でもすべての制約を満たせません（満たしていない制約: {failing}）。',
  expansionNoType: '推奨に使うノードタイプが選択されていないため、拡張プランを作成できません。',
  unitNodes: 'ノード単位',
  unitBlocks: '{n} ノードのブロック単位',
  expansionCaption: 'ノードを追加する時期と台数',
  month: '追加時期（か月目）',
  add: '追加',
  nodesAfter: 'ノード数',
  headroom: 'ヘッドルーム',
  holdsThrough: '制約を満たす最終月',
  failingBefore: '追加しない場合に満たさない制約',
  addNodes: { one: '{n} ノード', other: '{n} ノード' },
};
