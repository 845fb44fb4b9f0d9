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
