import type { FigureUnit, FormulaId, InputName } from '../../model/derivation';
import { DERIVATION_INPUTS_EN, DERIVATION_VALUES_EN, FORMULAS_EN } from '../../i18n/en/formulas';
import { useFeatureTable, useLocale } from '../locale/LocaleContext';
import { inputValue } from './inputValue';

/** A derivation's formula in the page's language. */
export function Formula({ id }: { id: FormulaId }) {
  const formulas = useFeatureTable('formulas', FORMULAS_EN);
  return <code className="formula">{formulas[id] ?? id}</code>;
}

/** A derivation's inputs, each named in the page's language with its value in its unit. */
export function Inputs({ inputs, unit }: { inputs: [InputName, number | string][]; unit: FigureUnit }) {
  const { fmt, m } = useLocale();
  const names = useFeatureTable('derivationInputs', DERIVATION_INPUTS_EN);
  const values = useFeatureTable('derivationValues', DERIVATION_VALUES_EN);
  return (
    <span className="derivation-inputs">
      {inputs.map(([k, v]) => (
        <span key={k} className="derivation-input">
          {names[k]} <strong>{inputValue(fmt, m, values, k, v, unit)}</strong>
        </span>
      ))}
    </span>
  );
}
