import { describe, expectTypeOf, it } from 'vitest';
import type { DERIVATION_INPUTS_EN } from '../../src/i18n/en/formulas';
import type { WARNING_MESSAGES_EN } from '../../src/i18n/en/warnings';
import type { SizingConfig } from '../../src/model/config';
import type { InputName } from '../../src/model/derivation';
import type { Warning, WarningCode } from '../../src/model/warnings';
import type { ConfigInput } from '../../src/schema/config';

describe('types that must agree', () => {
  it('the Zod schema parses to exactly the model’s config type', () => {
    expectTypeOf<ConfigInput>().toEqualTypeOf<SizingConfig>();
  });

  it('every warning code has a message, and its params are those of its code', () => {
    expectTypeOf<keyof typeof WARNING_MESSAGES_EN>().toEqualTypeOf<WarningCode>();
    expectTypeOf<Extract<Warning, { code: 'headroom-below-rule' }>['params']>().toEqualTypeOf<{ f: number; rule: number; rf: number }>();
    // A param of another code does not fit.
    expectTypeOf<{ share: number; threshold: number }>().not.toExtend<Extract<Warning, { code: 'stranded-capacity' }>['params']>();
  });

  it('every derivation input has a label', () => {
    expectTypeOf<keyof typeof DERIVATION_INPUTS_EN>().toEqualTypeOf<InputName>();
  });
});
