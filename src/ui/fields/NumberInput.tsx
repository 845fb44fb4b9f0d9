import type { ComponentProps } from 'react';

/**
 * A number typed as text: a decimal keypad on phones, no autocomplete or spelling marks, and the
 * text kept as typed (`value`), so that "1," or "abc" is shown and refused by name rather than
 * dropped. The caller parses it, words its problems and points at them with aria-describedby.
 */
export const NumberInput = (props: Omit<ComponentProps<'input'>, 'type' | 'inputMode'>) => (
  <input type="text" inputMode="decimal" autoComplete="off" spellCheck={false} {...props} />
);
