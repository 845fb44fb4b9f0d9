import { memo, useEffect, useRef } from 'react';
import type { CapacityUnit } from '../schema/shareLink';
import { useLocale } from '../ui/locale/LocaleContext';

const UNITS: readonly CapacityUnit[] = ['TiB', 'TB'];

/** TB or TiB for every capacity on the page; apart from the page's re-render on every keystroke (its radios' attributes would be rewritten). */
export const UnitSwitch = memo(function UnitSwitch({ unit, onChange }: { unit: CapacityUnit; onChange: (u: CapacityUnit) => void }) {
  const { m } = useLocale();
  const set = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    // Chosen on the prerendered page before its script took over: taken, not dropped.
    const early = set.current?.querySelector<HTMLInputElement>('input:checked')?.value;
    if (early && early !== unit && (UNITS as readonly string[]).includes(early)) onChange(early as CapacityUnit);
    // Once, when the page takes the switch over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <fieldset className="unit-switch" ref={set}>
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
