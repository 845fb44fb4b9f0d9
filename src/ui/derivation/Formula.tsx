import type { FormulaId } from '../../model/derivation';
import { FORMULAS_EN } from '../../i18n/en/formulas';
import { useFeatureTable } from '../locale/LocaleContext';

/** A derivation's formula in the page's language. */
export function Formula({ id }: { id: FormulaId }) {
  const formulas = useFeatureTable('formulas', FORMULAS_EN);
  return <code className="formula">{formulas[id] ?? id}</code>;
}
