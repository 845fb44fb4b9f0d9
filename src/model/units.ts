/**
 * The model computes in bytes, branded so that a count of TB or GiB is never taken for bytes:
 * inputs carry their unit in their field name (`sizeTB`, `ramGiB`) and become Bytes only through
 * the converters below; TB and TiB exist again only for display (BYTES_PER).
 */
declare const unit: unique symbol;
export type Bytes = number & { readonly [unit]: 'bytes' };

/** Bytes in each unit the tool shows: decimal as drives are sold, binary as hypervisors report. */
export const BYTES_PER = {
  GB: 1e9,
  TB: 1e12,
  PB: 1e15,
  GiB: 1024 ** 3,
  TiB: 1024 ** 4,
  PiB: 1024 ** 5,
} as const;

const TB_BYTES = BYTES_PER.TB;
const GIB_BYTES = BYTES_PER.GiB;

export const bytes = (n: number): Bytes => n as Bytes;
export const fromTB = (tb: number): Bytes => (tb * TB_BYTES) as Bytes;
export const fromGiB = (gib: number): Bytes => (gib * GIB_BYTES) as Bytes;

/** Gigabits per second of NIC bandwidth as bytes per second. */
export const gbitPerSecondToBytes = (gbit: number): number => (gbit * 1e9) / 8;
/** Gigabytes per second (decimal, as rebuild rates are quoted) as bytes per second. */
export const gBytePerSecondToBytes = (gbyte: number): number => gbyte * 1e9;
