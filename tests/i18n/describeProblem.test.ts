import { describe, expect, it } from 'vitest';
import { describeInEnglish } from '../../src/i18n/describeInEnglish';
import { describeProblem } from '../../src/i18n/describeProblem';
import { DOCUMENT_PROBLEMS_JA } from '../../src/i18n/ja/documentProblems';
import { PROBLEMS_JA } from '../../src/i18n/ja/problems';
import type { ProblemCode, ProblemDetail } from '../../src/schema/issues';

const japanese = (p: ProblemDetail) => describeProblem(p, PROBLEMS_JA, (n) => n.toLocaleString('ja-JP'), DOCUMENT_PROBLEMS_JA);

/** One problem of every code, with what each language says of it. */
const EVERY_CODE: Record<ProblemCode, [ProblemDetail, string, string]> = {
  missing: [{ code: 'missing', params: { expected: 'int' } }, 'is required (a whole number)', '必須です（整数）'],
  'wrong-type': [
    { code: 'wrong-type', params: { expected: 'number', found: 'text', value: 'lots' } },
    'must be a number, not text "lots"',
    '数値で指定してください（入力値: 文字列 "lots"）',
  ],
  'too-small': [{ code: 'too-small', params: { limit: 0, inclusive: 0 } }, 'must be more than 0', '0 より大きい値で指定してください'],
  'too-big': [{ code: 'too-big', params: { limit: 3650, inclusive: 1 } }, 'must be at most 3,650', '3,650 以下で指定してください'],
  'too-few-items': [{ code: 'too-few-items', params: { limit: 1 } }, 'must have at least 1 item', '1 個以上の項目が必要です'],
  'too-many-items': [{ code: 'too-many-items', params: { limit: 12 } }, 'must have at most 12 items', '項目は 12 個までです'],
  'too-short': [{ code: 'too-short', params: { limit: 2 } }, 'must be at least 2 characters', '2 文字以上で指定してください'],
  'too-long': [{ code: 'too-long', params: { limit: 120 } }, 'must be at most 120 characters', '120 文字以内で指定してください'],
  'one-of': [
    { code: 'one-of', params: { values: ['"node"', '"rack"'] } },
    'must be "node" or "rack"',
    '"node"、"rack" のいずれかで指定してください',
  ],
  'any-of': [
    {
      code: 'any-of',
      params: {
        options: [
          { code: 'one-of', params: { values: ['"auto"'] } },
          { code: 'too-big', params: { limit: 32, inclusive: 1 } },
        ],
      },
    },
    'must be "auto" or at most 32',
    '"auto"、32 以下 のいずれかで指定してください',
  ],
  format: [{ code: 'format', params: { format: 'email' } }, 'must be a valid email', '有効な email で指定してください'],
  'name-characters': [{ code: 'name-characters' }, 'may use only letters, digits, "-" and "_"', '英字、数字、「-」、「_」のみ使用できます'],
  'unknown-fields': [
    { code: 'unknown-fields', params: { keys: ['a', 'b'] } },
    'has unknown fields a, b',
    '不明なフィールドがあります: a、b',
  ],
  'not-multiple': [{ code: 'not-multiple', params: { divisor: 4 } }, 'must be a multiple of 4', '4 の倍数で指定してください'],
  blank: [{ code: 'blank' }, 'must not be blank', '空白だけにはできません'],
  'whole-number': [{ code: 'whole-number' }, 'must be a whole number', '整数で指定してください'],
  'unique-node-type': [{ code: 'unique-node-type' }, 'must be unique among node types', 'ノードタイプの中で一意にしてください'],
  'unique-cluster': [{ code: 'unique-cluster' }, 'must be unique among clusters', 'クラスターの中で一意にしてください'],
  'unknown-node-type': [{ code: 'unknown-node-type' }, 'must name a node type of this config', 'この設定のノードタイプを指定してください'],
  'node-type-twice': [{ code: 'node-type-twice' }, 'must appear once per cluster', '1 つのクラスターに 1 回だけ指定してください'],
  'no-nodes': [{ code: 'no-nodes' }, 'must hold at least 1 node', '1 ノード以上が必要です'],
  'too-many-nodes': [
    { code: 'too-many-nodes', params: { limit: 256 } },
    'must hold at most 256 nodes in all',
    'ノードは合計 256 台までです',
  ],
  'recommend-hci': [
    { code: 'recommend-hci' },
    'must name a hyper-converged node type of this config',
    'この設定のハイパーコンバージドのノードタイプを指定してください',
  ],
  'unique-vm-group': [{ code: 'unique-vm-group' }, 'must be unique among VM groups', 'VM グループの中で一意にしてください'],
  'iso-date': [
    { code: 'iso-date' },
    'must be a date written year-month-day: 2026-11-25',
    '年-月-日の実在する日付で指定してください（例: 2026-11-25）',
  ],
  'below-used': [
    { code: 'below-used', params: { used: '1500' } },
    'must be at least the used storage (1500 GiB)',
    '使用ストレージ（1500 GiB）以上で指定してください',
  ],
  invalid: [{ code: 'invalid' }, 'is not valid', '有効な値ではありません'],
  'not-config': [{ code: 'not-config' }, 'must be a sizing config object', 'サイジング設定のオブジェクトで指定してください'],
  'bad-version': [{ code: 'bad-version', params: { current: 3 } }, 'must be a whole number from 1 to 3', '1～3 の整数で指定してください'],
  'newer-version': [
    { code: 'newer-version', params: { version: '9', current: 3 } },
    'is 9, newer than this sizer understands (3): open it in a newer release',
    '9 です。このサイザーが読めるのは 3 までです。新しいリリースで開いてください',
  ],
  'no-migration': [
    { code: 'no-migration', params: { version: 1 } },
    'has no migration from version 1',
    'バージョン 1 からの移行がありません',
  ],
  'not-json': [{ code: 'not-json', params: { reason: 'x' } }, 'is not valid JSON (x)', '有効な JSON ではありません（x）'],
  'link-too-large': [
    { code: 'link-too-large', params: { limit: 65536 } },
    'is too large for a link (over 65,536 characters): export it as a file instead',
    'リンクには大きすぎます（65,536 文字超）。ファイルとしてエクスポートしてください',
  ],
  link: [
    { code: 'link', params: { issue: 'future-format', version: '2', current: 1, max: 65536, kb: 512, prefix: 'v1.' } },
    'was made by a newer release of the sizer (link format 2; this one reads up to 1): open it there',
    'はサイザーの新しいリリースで作成されています（リンク形式 2。このリリースが読めるのは 1 まで）。新しいリリースで開いてください',
  ],
  'file-too-large': [{ code: 'file-too-large', params: { mb: 5 } }, 'is larger than 5 MB', 'サイズが 5 MB を超えています'],
  'config-too-large': [
    { code: 'config-too-large', params: { mib: 5 } },
    'is larger than 5 MiB as JSON, more than any sizing needs',
    'JSON で 5 MiB を超えています。どのサイジングにもこれほどの大きさは不要です',
  ],
  'not-scenario': [
    { code: 'not-scenario', params: { kind: 'text' } },
    'must be a saved scenario (an object), not text',
    '保存済みシナリオ（オブジェクト）である必要があります（実際は 文字列）',
  ],
  'moved-conflict': [
    { code: 'moved-conflict' },
    'was left in this browser’s older storage by an earlier release and differs from the record kept now; both are kept',
    '以前のリリースがこのブラウザーの旧ストレージに残したもので、現在のレコードと異なるため、両方を保持しています',
  ],
  'compare-prefix': [
    { code: 'compare-prefix', params: { prefix: 'compare.' } },
    'does not start with "compare."',
    '"compare." で始まっていません',
  ],
  'compare-too-long': [{ code: 'compare-too-long' }, 'is longer than any comparison needs', 'どの比較にも必要な長さを超えています'],
  'too-few-scenarios': [{ code: 'too-few-scenarios', params: { limit: 2 } }, 'holds fewer than 2 scenarios', 'シナリオが 2 個未満です'],
  'too-many-scenarios': [
    { code: 'too-many-scenarios', params: { limit: 4 } },
    'holds more than 4 scenarios',
    'シナリオが 4 個を超えています',
  ],
  'not-share-link': [
    { code: 'not-share-link', params: { scenario: 2 } },
    'scenario 2 is not a share link',
    'シナリオ 2 が共有リンクではありません',
  ],
  note: [{ code: 'note', params: { text: 'is odd' } }, 'is odd', 'is odd'],
};

describe('one describer words every problem code with either language’s tables', () => {
  for (const [code, [problem, english, inJapanese]] of Object.entries(EVERY_CODE)) {
    it(code, () => {
      expect(describeInEnglish(problem)).toBe(english);
      expect(japanese(problem)).toBe(inJapanese);
    });
  }

  it('a document’s problem without the documents’ words reads as not valid, never as a bare code', () => {
    expect(describeProblem({ code: 'not-config' }, PROBLEMS_JA, String)).toBe('有効な値ではありません');
  });
});
