/** Ids are never reused or taken from positions, so share links and warnings keep pointing at the same thing. */
export function freshId(prefix: string, ids: readonly string[]): string {
  const pattern = new RegExp(`^${prefix}(\\d+)$`);
  let max = 0;
  for (const id of ids) {
    const m = pattern.exec(id);
    if (m) max = Math.max(max, Number(m[1]));
  }
  return `${prefix}${max + 1}`;
}
