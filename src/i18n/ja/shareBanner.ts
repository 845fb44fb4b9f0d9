import type { SHARE_BANNER_EN } from '../en/shareBanner';
import type { Table } from '../table';

/** 共有リンクを開いたときのバナーの日本語テキスト（en/shareBanner.ts と同じキー）。 */
export const SHARE_BANNER_JA: Table<typeof SHARE_BANNER_EN> = {
  bannerPartial: 'このリンクには問題がありました。有効な部分を開き、残りはデフォルトに戻しました:',
  bannerDefaults: 'このリンクを開けなかったため、代わりにデフォルトのサイジングを開きました:',
  bannerMigrated: 'このリンクは以前のリリースで作成されたため、入力内容をこのリリースの形式に移行しました。',
  bannerUnsaved: 'リンクから未保存の新しいシナリオとして開きました。保存済みのシナリオは変更されていません。',
  theLink: 'リンク',
  moreProblems: '…ほか {n} 件の問題があります。',
  moreProblemsAtLeast: '…ほか少なくとも {n} 件の問題があります。リンク全体が破損しているため、最後までは読み取っていません。',
  dismiss: '閉じる',
};
