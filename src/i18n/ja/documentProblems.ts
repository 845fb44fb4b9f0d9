import type { DOCUMENT_PROBLEMS_EN } from '../en/documentProblems';
import type { Table } from '../table';

/** 文書全体の問題の日本語テキスト（en/documentProblems.ts と同じキー、同じプレースホルダー）。 */
export const DOCUMENT_PROBLEMS_JA: Table<typeof DOCUMENT_PROBLEMS_EN> = {
  codes: {
    'not-config': 'サイジング設定のオブジェクトで指定してください',
    'bad-version': '1～{current} の整数で指定してください',
    'newer-version': '{version} です。このサイザーが読めるのは {current} までです。新しいリリースで開いてください',
    'no-migration': 'バージョン {version} からの移行がありません',
    'not-json': '有効な JSON ではありません（{reason}）',
    'link-too-large': 'リンクには大きすぎます（{limit} 文字超）。ファイルとしてエクスポートしてください',
    'file-too-large': 'サイズが {mb} MB を超えています',
    'config-too-large': 'JSON で {mib} MiB を超えています。どのサイジングにもこれほどの大きさは不要です',
    'not-scenario': '保存済みシナリオ（オブジェクト）である必要があります（実際は {kind}）',
    'moved-conflict': '以前のリリースがこのブラウザーの旧ストレージに残したもので、現在のレコードと異なるため、両方を保持しています',
    'compare-prefix': '"{prefix}" で始まっていません',
    'compare-too-long': 'どの比較にも必要な長さを超えています',
    'too-few-scenarios': 'シナリオが {limit} 個未満です',
    'too-many-scenarios': 'シナリオが {limit} 個を超えています',
    'not-share-link': 'シナリオ {scenario} が共有リンクではありません',
    note: '{text}',
  },
  kinds: { list: 'リスト', null: 'null', text: '文字列', number: '数値', boolean: 'true または false', other: 'その他の値' },
  link: {
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
};
