import type { CATALOGUE_PICKER_EN } from '../en/catalogue';
import type { Table } from '../table';

/** プラットフォームカタログ選択の日本語テキスト（en/catalogue.ts と同じキー、同じプレースホルダー）。 */
export const CATALOGUE_PICKER_JA: Table<typeof CATALOGUE_PICKER_EN> = {
  model: 'モデル',
  unverified: '{model}（未検証）',
  verified: '検証済み: 表示している値はすべてベンダー自身の文書から読み取ったものです。',
  notVerified: '未検証: 一部の値はテスト構成、またはベンダー文書を第三者が言い換えたものに基づきます。',
  sources: '出典',
  read: '{title}、{publisher}（{date} に参照）',
  fields: { cores: 'コア数', clock: 'クロック', memory: 'メモリー', drives: 'ドライブ', network: 'ネットワーク' },
  copy: 'マイノードタイプにコピー',
  copyLabel: 'マイノードタイプにコピー: {model}',
  copied: 'ノードタイプ「{name}」としてコピーしました。「追加するノードタイプ」でクラスターに追加してから編集してください。',
  cannotCopy:
    'コピーできません: {fields}について、出典に一つに決まった構成がありません。独自のノードタイプを追加して値を入力してください。',
  copyName: '{model}（カタログから）',
  notes: '出典が示す内容と、空欄のままの項目',
  figures: '{model} の値',
  labels: {
    cpu: 'CPU',
    memory: 'メモリー',
    drives: 'ドライブ',
    network: 'ネットワーク',
    rack: 'ラックユニット',
    power: '電源ユニット',
    weight: '重量',
  },
  notInSource: '出典にありません',
  tested: '{value}（テスト構成）',
  sockets: '{family}、{sockets} ソケット',
  memoryRange: '{min}～{max} GB',
  memoryMax: '最大 {max} GB',
  dimmSlots: 'DIMM スロット {n} 個',
  bays: 'ベイ {n} 個',
  cores: '{n} コア',
  perNode: 'ノードあたり {n}',
  supplies: 'ベイ {n} 個、{watts} W',
};
