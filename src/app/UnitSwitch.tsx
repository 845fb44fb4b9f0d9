import { memo } from 'react';
import type { CapacityUnit } from '../i18n/numbers';
import { useLocale } from '../ui/locale/LocaleContext';

const UNITS: readonly CapacityUnit[] = ['TiB', 'TB'];

/** TB or TiB for every capacity on the page; apart from the page's re-render on every keystroke (its radios' attributes would be rewritten). */
export const UnitSwitch = memo(function UnitSwitch({ unit, onChange }: { unit: CapacityUnit; onChange: (u: CapacityUnit) => void }) {
  const { m } = useLocale();
  return (
    <fieldset className="unit-switch">
      <legend>{m.app.capacityUnit}</legend>
      {UNITS.map((u) => (
        <label key={u} className="unit-option">
          <input type="radio" name="capacity-unit" value={u} checked={unit === u} onChange={() => onChange(u)} />
          {m.units[u]}
        </label>
      ))}
    </fieldset>
  );
});
