/** A text with a form for one of a thing and one for any other count; Japanese holds the same text in both. */
export interface Plural {
  one: string;
  other: string;
}

/** The form for `n`: English writes "1 node" but "0 nodes" and "2 nodes". */
export const plural = (text: Plural, n: number): string => (n === 1 ? text.one : text.other);
