import type { SESSIONS_EN, SHARE_EN } from './sessions.en';
import type { Table } from './table';

/** 保存したシナリオと共有リンクの日本語テキスト（sessions.en.ts と同じキー、同じプレースホルダー）。 */
export const SESSIONS_JA: Table<typeof SESSIONS_EN> = {
  heading: 'シナリオ',
  loading: 'シナリオを読み込んでいます…',
  workingOn: '作業中',
  untitled: '無題',
  stateSaved: '保存済み',
  stateUnsaved: '未保存',
  stateChanged: '未保存の変更あり',
  stateInPage: 'このページ内のみに保持（ブラウザーのストレージがいっぱいです）',
  autosaveNote: '作業内容は入力と同時にこのブラウザーに保存されます。名前を付けて版を残すには、シナリオとして保存してください。',
  durable: 'ブラウザーは、削除するまでこのデータを保持することに同意しています。',
  notDurable:
    'ディスクの空き容量が少なくなると、ブラウザーがこのデータを消去する場合があります。セッションをエクスポートしてコピーを残してください。',
  memoryOnly:
    'このブラウザーではここにデータを保存できません。作業内容はページを開いている間だけ保持されます。セッションをエクスポートして保存してください。',
  fullNote:
    'このブラウザーのサイザー用ストレージがいっぱいです。ここで変更・保存した内容は、ページを開いている間だけ保持されます。保持するにはセッションをエクスポートするか、シナリオや退避データを削除して空きを作ってください。',
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
  names: {
    copy: '{name}（コピー）',
    keptUnsaved: '{name}（未保存の変更、{when}）',
    exportedUnsaved: '{name}（未保存）',
    imported: '{name}（インポート）',
  },
  problems: {
    tooLarge: 'のサイズが {mb} MB を超えています',
    newerVersion: 'は {version} で、このサイザーが扱えるバージョン（{current}）より新しいため、新しいリリースで開いてください',
    notScenario: 'は保存済みシナリオ（オブジェクト）である必要があります（実際は {kind}）',
    movedConflict: 'は以前のリリースがこのブラウザーの旧ストレージに残したもので、現在のレコードと異なるため、両方を保持しています',
    kinds: { list: 'リスト', null: 'null', text: '文字列', number: '数値', boolean: 'true または false', other: 'その他の値' },
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
  issues: {
    empty: 'が空です',
    'too-long': 'が {max} 文字を超えています。どのサイジングにもこれほどの長さは不要です',
    'future-format':
      'はサイザーの新しいリリースで作成されています（リンク形式 {version}。このリリースが読めるのは {current} まで）。新しいリリースで開いてください',
    'unknown-format': 'は、このサイザーが認識できるリンク形式で始まっていません（想定: "{prefix}"）',
    'not-base64': 'に共有リンクでは使われない文字が含まれています。入力ミスか変更された可能性があります',
    corrupt: 'が途中で切れているか破損しています。コピー時に切り詰められた可能性があります',
    'too-large': 'を展開すると {kb} KB を超えます。どのサイジングにもこれほどの大きさは不要です',
    'not-json': 'が破損しています。内容がサイジングドキュメントではありません',
  },
  dismiss: '閉じる',
};
