import type { DocumentProblemCode, Found, ProblemCode } from '../../schema/issues';

/**
 * Problems with inputs in words: a field's problem after its label, and the schema's problems
 * after the field's name or path, what is allowed and what was found (src/i18n/describeProblem.ts).
 * The page shows them, the widget and the CLI print them.
 */
export const PROBLEMS_EN = {
  atField: '{label} {message}.',
  notNumber: 'Enter a number',
  range: '{label}: enter a number ({range}).',
  exponent: '{label}: write the number in digits, without an exponent ({range}).',
  /** The list's words for the same text, after the field's name. */
  exponentFound: 'must be written in digits, without an exponent, not "{value}"',
  rangeJoin: '{low} and {high}',
  cutAt: 'At most {max} characters: the rest was left out.',
  goTo: 'Go to {label}',
  document: 'The sizing',
  /** A bound a value broke; a field restates it in its own unit. */
  mustBe: 'must be {range}',
  atLeast: 'at least {limit}',
  atMost: 'at most {limit}',
  moreThan: 'more than {limit}',
  lessThan: 'less than {limit}',
  codes: {
    missing: 'is required ({expected})',
    'wrong-type': 'must be {expected}, not {found}',
    'too-few-items': { one: 'must have at least {limit} item', other: 'must have at least {limit} items' },
    'too-many-items': 'must have at most {limit} items',
    'too-short': { one: 'must be at least {limit} character', other: 'must be at least {limit} characters' },
    'too-long': 'must be at most {limit} characters',
    'one-of': 'must be {values}',
    'any-of': 'must be {options}',
    format: 'must be a valid {format}',
    'name-characters': 'may use only letters, digits, "-" and "_"',
    'unknown-fields': { one: 'has unknown field {keys}', other: 'has unknown fields {keys}' },
    'not-multiple': 'must be a multiple of {divisor}',
    blank: 'must not be blank',
    'whole-number': 'must be a whole number',
    'unique-node-type': 'must be unique among node types',
    'unique-cluster': 'must be unique among clusters',
    'unknown-node-type': 'must name a node type of this config',
    'node-type-twice': 'must appear once per cluster',
    'no-nodes': 'must hold at least 1 node',
    'too-many-nodes': 'must hold at most {limit} nodes in all',
    'recommend-hci': 'must name a hyper-converged node type of this config',
    'unique-vm-group': 'must be unique among VM groups',
    'below-used': 'must be at least the used storage ({used} GiB)',
    'iso-date': 'must be a date written year-month-day: 2026-11-25',
    invalid: 'is not valid',
  } satisfies Record<Exclude<ProblemCode, 'too-small' | 'too-big' | DocumentProblemCode>, string | { one: string; other: string }>,
  /** The type Zod expected, by its name there. */
  expected: {
    int: 'a whole number',
    number: 'a number',
    string: 'text',
    boolean: 'true or false',
    array: 'a list',
    object: 'an object',
  },
  found: { null: 'null', list: 'a list', number: '{value}', text: 'text "{value}"', other: '{value}' } satisfies Record<Found, string>,
  /** A choice of a union none of whose branches names what it wants. */
  valid: 'valid',
  or: ' or ',
  and: ', ',
  /** What a problem's words lose where they stand as one choice of several (a regular expression). */
  choice: '^must be ',
} as const;
