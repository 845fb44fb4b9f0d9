import type { WarningCode } from '../../model/warnings';
import type { WARNING_VALUES_EN } from '../en/warnings';
import type { Table } from '../table';

/** 警告の日本語テキスト（en/warnings.ts と同じキー、同じプレースホルダー）。 */
export const WARNING_MESSAGES_JA: Record<WarningCode, string> = {
  'headroom-n0':
    'N+0: 障害ドメインを 1 つも確保していないため、1 回の障害でデータを再保護する余地がなくなります。N+0 でサイジングしないでください。',
  'headroom-below-rule':
    'N+k で確保している障害ドメインは {f} 個で、この設定の RF{rf} にルールが求める {rule} 個より少なくなっています。想定した障害の後、クラスターはデータを再保護または自己修復できない可能性があります。',
  'block-failure-loses-data':
    'ブロックあたり {perBlock} ノードでノード認識（Node Awareness）を使用しています。シャーシ障害では {perBlock} ノードが同時に失われ、RF{rf} では一部のデータのコピーがすべて 1 つのシャーシに置かれる可能性があるため、シャーシ 1 台の障害でデータを失うおそれがあります。ブロック認識（Block Awareness）を使用してください（そのために十分なブロック数も必要です）。',
  'below-min-cluster': 'RF{rf} には {min} ノード以上が必要ですが、このクラスターは {nodes} ノードです。',
  'awareness-fallback':
    'RF{rf} の{awareness}認識には、データを保持する{awareness}が {min} 個以上必要です。{have} 個ではクラスターはノード認識にフォールバックします。',
  'ecx-below-minimum':
    'EC-X には RF{rf} とこのヘッドルームで {min} 個以上の障害ドメインが必要です（この構成は {domains} 個）。イレイジャーコーディングによる削減は計上しません。',
  'ecx-write-heavy': '{group}: 書き込みの多いデータ（VDI など）での EC-X は削減効果が小さく、性能を低下させます。',
  'dedup-outside-clones':
    '{group}: 重複排除（{ratio}:1）が効果を発揮するのはフルクローンと永続デスクトップだけで、このグループはどちらでもありません。',
  'tde-voids-compression':
    'アプリケーション内での暗号化によりデータは圧縮できず一意になります。{ratio}:1 のデータ削減は計上せず、重複排除もオフとして扱います（重複排除の CVM RAM 追加分もなし）。',
  'reduction-above-3':
    '圧縮 × 重複排除の合計データ削減率 {ratio}:1 は {limit}:1 を超えています。このような削減率になるのは合成ベンチマークのデータだけです。',
  'large-cluster-n1':
    '{nodes} ノードで N+1 です。24 ノードを超える場合は RF2 でも障害ドメインを 2 つ確保してください（または RF3 を検討してください）。',
  'mix-nvme-hybrid': 'サポート対象外: NVMe ノードとハイブリッド（SSD+HDD）ノードは混在できません。',
  'mix-hybrid-needs-all-flash':
    'サポート対象外: ハイブリッドとオールフラッシュのノードを混在させるクラスターには、オールフラッシュノードが 2 台以上必要です。現在は {allFlash} 台のため、あと {add} 台追加するか、オールフラッシュノードを外してください。',
  'mix-type-below-rf':
    'サポート対象外: {type} はストレージ重視型またはオールフラッシュ型で、混在クラスターでは同じタイプのノードが {rf} 台以上必要です（RF{rf}）。現在は {count} 台のため、あと {add} 台追加するか、このタイプを外してください。',
  'stranded-capacity':
    '{awareness}認識の障害ドメイン {domain}（{types}）で {bytes} が使用できなくなります（ストランド容量）。データの各コピーとストリップの各メンバーはそれぞれ別の障害ドメインに置く必要がありますが、ほかのドメインではそれを十分に保持できません（ドメインが大きすぎるか、ドメイン数が少なすぎます）。',
  'working-set-exceeds-flash':
    'コピーを含むホットなワーキングセット（{workingSet}）が、障害後に残るフラッシュ層（{flash}）を超えています。読み取りは HDD から行われます。',
  'vm-larger-than-node': '{vcpu} vCPU、{ramGiB} GiB の VM は、CVM を除くとどのノードにも収まりません。',
  'no-supply-after-loss':
    '予備分を失うと {resource} がまったく残りません。確保したドメインがそのすべてを保持しています。ノードを追加してください。',
  'threshold-cpu': '予備分を失った後の CPU 使用率は {share} で、目標の {threshold} を超えています。',
  'threshold-ram': '予備分を失った後の RAM 使用率は {share} で、目標の {threshold} を超えています。',
  'threshold-storage': '予備分を失った後のストレージ使用率は実効容量の {share} で、最大使用率 {threshold} を超えています。',
  'threshold-iops': '予備分を失った後の IOPS は処理能力の {share} で、目標の {threshold} を超えています。',
  'performance-unchecked':
    '性能は確認していません（{status}）。デフォルトの IOPS 値があるのは NVMe ノードタイプだけです。確認するにはノードあたりの値を入力してください。',
  'no-flash-device': 'サポート対象外: {type} には SSD も NVMe デバイスもありません。ストレージを持つノードには CVM 用に 1 台必要です。',
  'self-heal-goal-not-met': '確保した {domains} 個の障害ドメインを失った後、クラスターは目標（{goal}）を満たしません。',
  'thin-overcommit':
    'プロビジョニング済みストレージ（{provisioned}）が実効容量（{effective}）を超えています。シンプロビジョニングがオーバーコミットされています。',
};

export const WARNING_VALUES_JA: Table<typeof WARNING_VALUES_EN> = {
  resourceNames: { cpu: 'CPU', ram: 'RAM', storage: 'ストレージ', iops: 'IOPS 処理能力' },
  performanceStatus: {
    ok: 'すべてのノードタイプに値があります',
    partial: '一部のノードタイプに IOPS の値がありません',
    'no-figures': 'どのノードタイプにも IOPS の値がありません',
  },
};
