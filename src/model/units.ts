/**
 * Units are branded so that bytes, decimal TB, binary TiB and GiB never mix silently.
 * The model computes in bytes; TB and TiB exist only at the edges (input and presentation).
 */
declare const unit: unique symbol;
type Unit<N extends string> = number & { readonly [unit]: N };

export type Bytes = Unit<'bytes'>;
export type TB = Unit<'TB'>;
export type TiB = Unit<'TiB'>;
export type GiB = Unit<'GiB'>;
export type GB = Unit<'GB'>;

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
const GB_BYTES = BYTES_PER.GB;
const GIB_BYTES = BYTES_PER.GiB;
const TIB_BYTES = BYTES_PER.TiB;

export const bytes = (n: number): Bytes => n as Bytes;
export const fromTB = (tb: number): Bytes => (tb * TB_BYTES) as Bytes;
export const fromGB = (gb: number): Bytes => (gb * GB_BYTES) as Bytes;
export const fromGiB = (gib: number): Bytes => (gib * GIB_BYTES) as Bytes;
export const fromTiB = (tib: number): Bytes => (tib * TIB_BYTES) as Bytes;
export const toTB = (b: Bytes): TB => (b / TB_BYTES) as TB;
export const toTiB = (b: Bytes): TiB => (b / TIB_BYTES) as TiB;
export const toGiB = (b: Bytes): GiB => (b / GIB_BYTES) as GiB;

/** Gigabits per second of NIC bandwidth as bytes per second. */
export const gbitPerSecondToBytes = (gbit: number): number => (gbit * 1e9) / 8;
/** Gigabytes per second (decimal, as rebuild rates are quoted) as bytes per second. */
export const gBytePerSecondToBytes = (gbyte: number): number => gbyte * 1e9;
