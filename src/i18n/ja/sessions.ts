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
  bannerPartial: 'このリンクには問題がありました。有効な部分を開き、残りはデフォルトに戻しました:',
  bannerDefaults: 'このリンクを開けなかったため、代わりにデフォルトのサイジングを開きました:',
  bannerMigrated: 'このリンクは以前のリリースで作成されたため、入力内容をこのリリースの形式に移行しました。',
  bannerUnsaved: 'リンクから未保存の新しいシナリオとして開きました。保存済みのシナリオは変更されていません。',
  theLink: 'リンク',
  moreProblems: '…ほか {n} 件の問題があります。',
  moreProblemsAtLeast: '…ほか少なくとも {n} 件の問題があります。リンク全体が破損しているため、最後までは読み取っていません。',
  dismiss: '閉じる',
};
