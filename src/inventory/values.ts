import type { Cell } from './workbook';

/**
 * Per-VM ranges, in the units of the files. They are the config's own ranges for a VM group
 * (VmGroupSchema, a test keeps them equal), so that every VM read can be sized: a 10 PB disk or
 * 2,000 vCPU are refused here, named by row and column, not later as an invalid config.
 */
const GIB = 1024;
export const VM_LIMITS = { vcpu: 768, ramGiB: { min: 0.25, max: 24576 }, storageGiB: 1e6, iops: 1e7 } as const;

export const RANGES = {
  vcpu: { min: 1, max: VM_LIMITS.vcpu, int: true },
  /** RAM below the config's smallest VM (0.25 GiB) is raised to it, never refused. */
  ramMiB: { min: 0, max: VM_LIMITS.ramGiB.max * GIB, int: false },
  storageMiB: { min: 0, max: VM_LIMITS.storageGiB * GIB, int: false },
  iops: { min: 0, max: VM_LIMITS.iops, int: false },
  percent: { min: 0, max: 100, int: false },
  storageGiB: { min: 0, max: VM_LIMITS.storageGiB, int: false },
  ramGiB: { min: 0, max: VM_LIMITS.ramGiB.max, int: false },
} as const;

export type RangeName = keyof typeof RANGES;

export const MIN_RAM_MIB = VM_LIMITS.ramGiB.min * GIB;

/** Plain decimal numbers only: "1,024" could be a thousand or one point nought two four. */
const NUMBER_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

export type CellNumber =
  | { ok: true; value: number }
  | { ok: false; reason: 'missing-value' | 'invalid-value' | 'out-of-range'; value: string; range?: { min: number; max: number } };

export function isBlank(cell: Cell): boolean {
  return cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');
}

/**
 * A cell read as a number within a named range: the value, or why not. The range is two
 * comparisons, not a Zod schema's call: a 10,000-VM export has some 60,000 such cells, which
 * zod's safeParse took about 40 ms to check in a fresh worker. The ranges are the config's, whose
 * Zod schema checks every VM group again as the import is applied.
 */
export function readNumber(cell: Cell, range: RangeName): CellNumber {
  let n: number;
  if (typeof cell === 'number') n = cell;
  else if (isBlank(cell)) return { ok: false, reason: 'missing-value', value: '' };
  else if (typeof cell === 'string' && NUMBER_TEXT.test(cell.trim())) n = Number(cell.trim());
  else return { ok: false, reason: 'invalid-value', value: cell instanceof Date ? cell.toISOString() : String(cell) };
  const r = RANGES[range];
  if (Number.isFinite(n) && n >= r.min && n <= r.max && (!r.int || Number.isInteger(n))) return { ok: true, value: n };
  const value = typeof cell === 'number' ? String(cell) : cell;
  if (!Number.isFinite(n)) return { ok: false, reason: 'invalid-value', value };
  // A whole number was asked for: 2.5 vCPU is not a count, however small.
  const within = n >= r.min && n <= r.max;
  return { ok: false, reason: within ? 'invalid-value' : 'out-of-range', value, range: { min: r.min, max: r.max } };
}

/** A yes/no cell as RVTools writes it ("True", "FALSE", a boolean); blank is no. */
export function readFlag(cell: Cell): boolean {
  if (typeof cell === 'boolean') return cell;
  if (typeof cell === 'number') return cell !== 0;
  return /^(true|yes|1)$/i.test(String(cell ?? '').trim());
}

export function readText(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  return (cell instanceof Date ? cell.toISOString() : String(cell)).trim();
}
