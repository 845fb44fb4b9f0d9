import type { SESSIONS_PANEL_EN } from '../en/sessionsPanel';
import type { Table } from '../table';

/** シナリオパネルの日本語テキスト（en/sessionsPanel.ts と同じキー、同じプレースホルダー）。 */
export const SESSIONS_PANEL_JA: Table<typeof SESSIONS_PANEL_EN> = {
  workingOn: '作業中',
  stateSaved: '保存済み',
  stateUnsaved: '未保存',
  stateChanged: '未保存の変更あり',
  stateInPage: 'このページ内のみに保持',
  autosaveNote: '作業内容は入力と同時にこのブラウザーに保存されます。名前を付けて版を残すには、シナリオとして保存してください。',
  durable: 'ブラウザーは、削除するまでこのデータを保持することに同意しています。',
  notDurable:
    'ディスクの空き容量が少なくなると、ブラウザーがこのデータを消去する場合があります。セッションをエクスポートしてコピーを残してください。',
  fullNote: 'ブラウザーのストレージがいっぱいです。ここで変更・保存した内容は、このページを開いている間だけ保持されます。',
  memoryOnly:
    'このブラウザーではここにデータを保存できません。作業内容はページを開いている間だけ保持されます。セッションをエクスポートして保存してください。',
  save: '保存',
  saveAs: '新規として保存',
  nameLabel: 'シナリオ名',
  list: '保存済みシナリオ',
  empty: '保存済みのシナリオはまだありません。',
  open: '開く',
  rename: '名前を変更',
  renameDone: '完了',
  duplicate: '複製',
  delete: '削除',
  confirmDelete: 'シナリオ「{name}」を削除しますか？この操作は元に戻せません。',
  openCurrent: '表示中',
  updated: '{when} に保存',
  exportSession: 'セッションをエクスポート',
  importFile: 'ファイルをインポート',
  importHint: 'ここでエクスポートしたセッションファイル、またはコマンドラインが読むサイジング設定ファイルです。',
  importedSession: '{file} から {count} 件のシナリオをインポートしました。',
  importedConfig: '{file} を未保存の新しいシナリオとして開きました。',
  importFailed: '{file} はインポートされませんでした。問題点:',
  dismiss: '閉じる',
  notices: {
    quarantined: '保存データ（{from}）を読み取れませんでした。削除はせず、次の問題とともに退避しました:',
    storageFull:
      'このブラウザーのサイザー用ストレージがいっぱいです。保存済みの作業は表示されますが、変更はページを開いている間だけ保持されます。セッションをエクスポートするか、シナリオや退避データを削除して空きを作ってください。',
    keptInPlace:
      '保存データ（{from}）を読み取れず、退避する空きもありません。データはそのまま残され、このページは上書きしないため、新しい作業はページを開いている間だけ保持されます。データをダウンロードしてから破棄し、空きを作ってください。問題点:',
    storageFailed:
      'このブラウザーに保存できませんでした（{detail}）。ストレージがいっぱいの可能性があります。作業内容は開いたままです。セッションをエクスポートして保存してください。',
    storageUnanswered:
      'このブラウザーのデータベースが {seconds} 秒以内に応答しなかったため、このページは作業内容を容量の小さい localStorage に保存しています。セッションをエクスポートして保管してください。再読み込みするとデータベースをもう一度試します。',
    skippedRecords:
      'テキストではない保存レコードを読み飛ばしました: {keys}。サイザーはテキストだけを書き込むため、このサイトの別のページが書き込んだ可能性があります。サイザー自身の名前のレコードは次の保存で置き換えられます。',
    keptUnsaved: '未保存の変更をシナリオ「{name}」として残しました。',
    migrated: '保存済みの作業は以前のリリース（設定バージョン {from}）で作成されたため、このリリースの形式に移行しました。',
    openElsewhere: '「{name}」は別のタブでも開かれています。変更はタブごとに保持されます。両方を残すには新しい名前で保存してください。',
  },
  quarantine: {
    heading: '退避データ',
    item: '{from}（{when} に退避）',
    itemInPlace: '{from}（読み取り不可。退避する空きがないため元の場所に保持）',
    download: 'ダウンロード',
    discard: '破棄',
  },
};
