import type { SESSIONS_EN, SHARE_EN } from '../en/sessions';
import type { Table } from '../table';

/** 保存したシナリオと共有リンクの日本語テキスト（en/sessions.ts と同じキー、同じプレースホルダー）。 */
export const SESSIONS_JA: Table<typeof SESSIONS_EN> = {
  heading: 'シナリオ',
  loading: 'シナリオを読み込んでいます…',
  untitled: '無題',
  names: {
    copy: '{name}（コピー）',
    keptUnsaved: '{name}（未保存の変更、{when}）',
    exportedUnsaved: '{name}（未保存）',
    imported: '{name}（インポート）',
  },
};

export const SHARE_JA: Table<typeof SHARE_EN> = {
  copyLink: 'リンクをコピー',
  copied: 'リンクをコピーしました。',
  copyFailed: 'コピーできませんでした。リンクはアドレスバーにあります。',
  tooLarge: 'このサイジングはリンクにするには大きすぎます。代わりにセッションをファイルとしてエクスポートしてください。',
};
