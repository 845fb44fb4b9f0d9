import type { FORMULAS_EN } from '../en/formulas';
import type { Table } from '../table';

/** 数式の日本語テキスト（en/formulas.ts と同じキー）。 */
export const FORMULAS_JA: Table<typeof FORMULAS_EN> = {
  raw: '物理容量 = Σ ノード Σ ドライブ（台数 × 容量 TB × 10¹²）',
  formatting: 'フォーマット = フラッシュの物理容量 × フラッシュの損失割合 + HDD の物理容量 × HDD の損失割合',
  downstroke: 'ダウンストローク = 自己暗号化でない SSD の台数 × SSD あたりの損失 GiB',
  home: 'Home = min(Home デバイス数, フラッシュデバイス数) × デバイスあたりの GiB（ノードごと）',
  metadata: 'メタデータ = min(メタデータデバイスの最大数, フラッシュデバイス数) × デバイスあたりの GiB（ノードごと）',
  oplog: 'OpLog = RF ÷ 2 × min(RF2 での GiB, RF2 での割合 × 上の行の後に残るフラッシュ)（ノードごと）',
  curator: 'Curator = HDD の TB × HDD 1 TB あたりの GiB（ノードごと）',
  extentStore: 'エクステントストア = 物理容量 − フォーマット − ダウンストローク − Home − メタデータ − OpLog − Curator',
  rebuildReserve: 'リビルド用予備 = 最も大きい f 個の障害ドメインのエクステントストア',
  usablePhysical: '使用可能な物理容量 = エクステントストア − リビルド用予備',
  stranded:
    'ストランド容量 = 使用可能な物理容量 − D × オーバーヘッド（D は、各データのコピーとストリップメンバーを 1 ドメインに最大 1 つずつ置いて収まる論理データの最大量）',
  overhead:
    'オーバーヘッド = (1 − x) × RF + x × ストリップ幅 ÷ データメンバー数（x = イレイジャーコーディングの割合、最大で書き込みの少ない割合 × 計上する削減。ストリップは、データが取りうるもの（障害前のクラスターのものから残存ノード自身のものまで）のうち収まる量が最も少ないもの）',
  logical: '論理容量 = (使用可能な物理容量 − ストランド容量) ÷ オーバーヘッド',
  reduction: 'データ削減 = 圧縮 × 重複排除（アプリケーションが暗号化する場合は 1）',
  effective: '実効容量 = 論理容量 × データ削減',
  mayUse: 'ワークロードが使える容量 = 実効容量 × 最大使用率',
  growth: '増加係数 = (1 + 年間増加率) ^ 年数',
  monthlyGrowth: '月間増加係数 = (1 + 年間増加率) ^ (1 ÷ 12)。m か月目の需要 = 現在の需要 × (1 + 年間増加率) ^ (m ÷ 12)',
  runwayAllowed: '使用上限 = 予備分を失った後の供給 × しきい値',
  runwayBreach: '超過する最初の月 = 現在の需要 × (1 + 年間増加率) ^ (m ÷ 12) > 供給 × しきい値 となる最初の月 m',
  expansionStep:
    'クラスターが初めていずれかの制約を満たさなくなる月に、すべての制約を満たすのに必要な最小数の推奨タイプのノードを追加（ブロック認識またはラック認識ではブロック単位）。ヘッドルームは追加後の規模で再計算',
  demandStorage: 'ストレージ需要 = (Σ VM 数 × 使用 GiB) × 増加係数 × (1 + 1 日あたりの変更率 × 保持日数)',
  snapshots: 'スナップショット予約 = 使用量（増加後） × 1 日あたりの変更率 × 保持日数',
  demandCores: 'コア需要 = Σ グループ（VM 数 × vCPU ÷ コアあたり vCPU: グループ独自、なければクラスター、なければ種類の値） × 増加係数',
  demandRam: 'RAM 需要 = Σ VM 数 × RAM GiB × 増加係数',
  demandIops: 'IOPS 需要 = Σ VM 数 × IOPS × 増加係数',
  cvmCoresAuto: 'CVM コア数 = Σ（グループのコア需要 × 4 または 6） ÷ Σ グループのコア需要',
  cvmCoresFixed: 'CVM コア数 = 設定値',
  cvmRam: 'CVM RAM = ベース + 追加分（RF3 +8、重複排除 +16、両方 +16）',
  cvmCoresReserved: 'CVM コア数 = CVM の CPU 予約（MHz） ÷（ノードの GHz × 1,000）。設定した CVM コア数より多い場合',
  hypervisorCores: 'ノードあたりのハイパーバイザーのコア = ハイパーバイザーの設定値（VM が使えるコアから差し引く）',
  hypervisorRam: 'ノードあたりのハイパーバイザーの RAM = ノードの RAM × ハイパーバイザーが確保する割合（VM が使える RAM から差し引く）',
  replication:
    'レプリケーション = ここで保護するクラスターのレプリカ + そのリモートスナップショット + このクラスターのスケジュールのローカルスナップショット + NearSync のフラッシュ予約（計画の概要を参照）',
  swapFiles: 'スワップファイル = VM の RAM ×（1 − 予約の割合）× 増加係数: VM ごとのデータストア上のスワップファイル',
  usableCores: '使用可能なコア数 = Σ ノード（物理コア数 − CVM コア数） × CPU 係数',
  usableRam: '使用可能な RAM = Σ ノード（RAM − CVM RAM）',
  usableRamHypervisor: '使用可能な RAM = Σ VM を載せるノード（RAM − CVM RAM − RAM × ハイパーバイザーが確保する割合）',
  afterLoss: '予備分を失った後 = 合計 − このリソースで最も大きい f 個のドメイン',
  iopsCapability: 'IOPS 処理能力 = Σ 値のあるノード × ノードあたりの IOPS',
  utilisation: '使用率 = 需要 ÷ 供給。需要 ≤ 供給 × しきい値 なら合格',
  headroom:
    'f = RF − 1（2 回目の障害に耐える場合、または 24 ノードを超える RF2 では + 1）。k = 最も大きい f 個のドメインに含まれるノード数',
  headroomFixed: 'f = ユーザーが固定。k = 最も大きい f 個のドメインに含まれるノード数',
  rebuildTime: 't = 開始遅延 + 残存ノードのオーバーヘッドでの保存データ × (失われた容量の割合) ÷ Σ 残存ノードの min(速度, NIC)',
  failureWindow: '次の障害に備えられる時刻 = 最後の障害 + max(リビルド時間, メタデータリングからの除外)',
  workingSet: 'ワーキングセット = 使用量 × ホットな割合 ÷ 圧縮 × RF（フラッシュのエクステントストアと比較）',
};
