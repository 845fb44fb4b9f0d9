import type * as z from 'zod/mini';

/**
 * The schema's problems in Japanese, worded from the same issue data as the English
 * (src/schema/issues.ts): what is allowed, and what was found.
 */
const NUMBER = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 6 });
const fmt = (n: unknown) => (typeof n === 'number' || typeof n === 'bigint' ? NUMBER.format(Number(n)) : String(n));
const list = (values: readonly unknown[]) => values.map((v) => JSON.stringify(v)).join('、');

export function describeIssueJa(i: z.core.$ZodIssue): string {
  switch (i.code) {
    case 'invalid_type':
      if (i.input === undefined) return `必須です（${expected(i.expected)}）`;
      return `${expected(i.expected)}で指定してください（入力値: ${describeInput(i.input)}）`;
    case 'too_small':
      if (i.origin === 'array') return `${fmt(i.minimum)} 個以上の項目が必要です`;
      if (i.origin === 'string') return `${fmt(i.minimum)} 文字以上で指定してください`;
      return `${fmt(i.minimum)} ${i.inclusive ? '以上' : 'より大きい値'}で指定してください`;
    case 'too_big':
      if (i.origin === 'array') return `項目は ${fmt(i.maximum)} 個までです`;
      if (i.origin === 'string') return `${fmt(i.maximum)} 文字以内で指定してください`;
      return `${fmt(i.maximum)} ${i.inclusive ? '以下' : '未満'}で指定してください`;
    case 'invalid_value':
      return `${list(i.values)} のいずれかで指定してください`;
    case 'invalid_union':
      return `${unionOptions(i)} のいずれかで指定してください`;
    case 'invalid_format':
      return i.format === 'regex' ? '英字、数字、「-」、「_」のみ使用できます' : `有効な ${i.format} で指定してください`;
    case 'unrecognized_keys':
      return `不明なフィールドがあります: ${i.keys.join('、')}`;
    default:
      return i.message;
  }
}

function unionOptions(i: z.core.$ZodIssueInvalidUnion): string {
  const options = i.errors.map((branch) => {
    const first = branch[0];
    if (!first) return '有効な値';
    if (first.code === 'invalid_value') return list(first.values);
    if (first.code === 'invalid_type') return expected(first.expected);
    return describeIssueJa(first).replace(/(のいずれか)?で指定してください$/, '');
  });
  return [...new Set(options)].join('、');
}

function expected(e: string): string {
  if (e === 'int') return '整数';
  if (e === 'number') return '数値';
  if (e === 'string') return '文字列';
  if (e === 'boolean') return 'true または false';
  if (e === 'array') return 'リスト';
  if (e === 'object') return 'オブジェクト';
  return e;
}

function describeInput(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'リスト';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return `文字列 "${v.length > 20 ? v.slice(0, 20) + '…' : v}"`;
  return typeof v;
}
