import type { Figure, FigureUnit } from '../model/derivation';
import { BYTES_PER } from '../model/units';
import type { CapacityUnit } from '../schema/shareLink';
import type { Messages } from './en/page';
import { interpolate } from './format';
import { ENGLISH_NUMBER_LOCALES, englishNumberFormat } from './englishNumbers';

const DECIMAL = [
  { size: BYTES_PER.PB, key: 'PB' },
  { size: BYTES_PER.TB, key: 'TB' },
  { size: BYTES_PER.GB, key: 'GB' },
] as const;
const BINARY = [
  { size: BYTES_PER.PiB, key: 'PiB' },
  { size: BYTES_PER.TiB, key: 'TiB' },
  { size: BYTES_PER.GiB, key: 'GiB' },
] as const;

export interface Formatter {
  readonly locale: string;
  readonly capacityUnit: CapacityUnit;
  number(n: number, maxFractionDigits?: number): string;
  /** A share as a percentage: whole, or one decimal under 10 %; `digits` asks for at most that many instead. */
  percent(share: number, digits?: number): string;
  /** Bytes in the chosen system, scaled to GB/TB/PB or GiB/TiB/PiB by magnitude. */
  bytes(bytes: number): string;
  /** RAM: always binary (GiB, TiB), as hypervisors and the inputs state it. */
  memory(bytes: number): string;
  ratio(r: number): string;
  factor(r: number): string;
  cores(n: number): string;
  iops(n: number): string;
  duration(seconds: number): string;
  figure(f: Figure): string;
  /** A number in a figure's unit, as a figure of that unit shows it. */
  inUnit(unit: FigureUnit, value: number): string;
}

/** Never NaN or Infinity on screen: a dash stands for a number that cannot be shown. */
const DASH = '—';

export function createFormatter(locale: string, capacityUnit: CapacityUnit, m: Messages): Formatter {
  // English is written without Intl: its first formatter costs the page's start tens of milliseconds.
  const english = ENGLISH_NUMBER_LOCALES.has(locale);
  const cache = new Map<string, { format(n: number): string }>();
  const nf = (key: string, options: Intl.NumberFormatOptions) => {
    let f = cache.get(key);
    if (!f) {
      f = (english && englishNumberFormat(options)) || new Intl.NumberFormat(locale, options);
      cache.set(key, f);
    }
    return f;
  };
  const number = (n: number, maxFractionDigits = 2) =>
    Number.isFinite(n) ? nf(`n${maxFractionDigits}`, { maximumFractionDigits: maxFractionDigits }).format(n) : DASH;
  // Fewer decimals as numbers grow keeps three or so significant digits.
  const scaled = (n: number) => number(n, Math.abs(n) >= 100 ? 0 : Math.abs(n) >= 10 ? 1 : 2);
  const percent = (share: number, asked?: number) => {
    if (!Number.isFinite(share)) return DASH;
    const digits = asked ?? (Math.abs(share) < 0.1 ? 1 : 0);
    return nf(`pct${digits}`, { style: 'percent', maximumFractionDigits: digits }).format(share);
  };
  const inScale = (b: number, scale: typeof DECIMAL | typeof BINARY) => {
    if (!Number.isFinite(b)) return DASH;
    const unit = scale.find((u) => Math.abs(b) >= u.size) ?? scale[scale.length - 1]!;
    return `${scaled(b / unit.size)} ${m.units[unit.key]}`;
  };
  const bytes = (b: number) => inScale(b, capacityUnit === 'TB' ? DECIMAL : BINARY);
  const memory = (b: number) => inScale(b, BINARY);
  const ratio = (r: number) => (Number.isFinite(r) ? interpolate(m.units.ratio, { n: number(r, 2) }) : DASH);
  const factor = (r: number) => (Number.isFinite(r) ? interpolate(m.units.factor, { n: number(r, 2) }) : DASH);
  const cores = (n: number) => interpolate(m.units.cores, { n: number(n, 1) });
  const iops = (n: number) => interpolate(m.units.iops, { n: number(n, 0) });
  const duration = (s: number) => {
    if (!Number.isFinite(s)) return DASH;
    const [value, unit, digits]: [number, 'second' | 'minute' | 'hour', number] =
      s < 120 ? [s, 'second', 0] : s < 7200 ? [s / 60, 'minute', 0] : [s / 3600, 'hour', 1];
    return nf(unit, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: digits }).format(value);
  };
  const byUnit = (unit: FigureUnit, value: number, formula?: string): string => {
    switch (unit) {
      case 'bytes':
        return bytes(value);
      case 'memory':
        return memory(value);
      case 'cores':
        return cores(value);
      case 'iops':
        return iops(value);
      case 'ratio':
        return formula === 'reduction' ? ratio(value) : factor(value);
      case 'share':
        return percent(value);
      case 'count':
        return number(value, 0);
      case 'seconds':
        return duration(value);
    }
  };
  return {
    locale,
    capacityUnit,
    number,
    percent,
    bytes,
    memory,
    ratio,
    factor,
    cores,
    iops,
    duration,
    figure: (f) => byUnit(f.unit, f.value, f.derivation.formula),
    inUnit: byUnit,
  };
}
