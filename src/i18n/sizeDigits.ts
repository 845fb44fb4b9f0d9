/**
 * Decimals a per-VM size is read with: none from 100, two below. An inventory's averages are
 * binary fractions (224.48712890625 GiB), unreadable in full; the import's preview and the
 * workload table round them alike, so a group reads the same in both.
 */
export const sizeDigits = (x: number): number => (Math.abs(x) >= 100 ? 0 : 2);
