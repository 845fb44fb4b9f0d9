/** The share-link part of a full URL, a `#fragment` or a bare fragment; null when there is none. */
export function findShareFragment(text: string): string | null {
  const hash = text.indexOf('#');
  const fragment = hash >= 0 ? text.slice(hash + 1) : text;
  return /^v\d+\./.test(fragment) ? fragment : null;
}
