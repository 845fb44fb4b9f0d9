import { type FigureUnit, INPUT_UNITS, type InputName } from '../../model/derivation';
import type { Messages } from '../../i18n/en/page';
import type { Formatter } from '../../i18n/numbers';
import { t } from '../locale/t';

/**
 * An input's value in its unit (INPUT_UNITS): here, with the formulas, rather than in the page's
 * formatter, so that the unit table loads with the first "Why?" and not with the first screen.
 */
export function inputValue(
  fmt: Formatter,
  m: Messages,
  words: Record<string, string>,
  key: InputName,
  value: number | string,
  figureUnit: FigureUnit,
): string {
  if (typeof value === 'string') return words[value] ?? value;
  switch (INPUT_UNITS[key]) {
    case 'bytes':
      return fmt.bytes(value);
    case 'share':
      return fmt.percent(value);
    case 'ratio':
      return fmt.ratio(value);
    case 'factor':
      return fmt.factor(value);
    case 'gib':
      return `${fmt.number(value)} ${m.units.GiB}`;
    case 'gibPerTB':
      return t(m.units.gibPerTB, { n: fmt.number(value) });
    case 'gbps':
      return t(m.units.gbps, { n: fmt.number(value) });
    case 'seconds':
      return fmt.duration(value);
    case 'cores':
      return fmt.cores(value);
    case 'same':
      return fmt.inUnit(figureUnit, value);
    case 'number':
    case 'word':
      return fmt.number(value);
  }
}
