import { lazy, useCallback, useEffect, useRef } from 'react';
import { AfterHydration } from '../../ui/lazy/AfterHydration';
import { domIdForKey } from '../../ui/fieldIds';
import { focusField, REVEAL_FIELD } from '../../ui/focusField';
import { useLocale } from '../../ui/locale/LocaleContext';

const AdvancedFields = lazy(() => import('./AdvancedFields').then((m) => ({ default: m.AdvancedFields })));

const ADVANCED_KEY = /\.(overheads|thresholds|rebuild|hypervisor)\b/;

/**
 * The collapsed advanced settings. Their fields load once the page runs; a warning that points at
 * one of them before they are there is remembered and answered when they arrive.
 */
export function AdvancedSection() {
  const { m } = useLocale();
  const pending = useRef<string | null>(null);
  useEffect(() => {
    const onReveal = (e: Event) => {
      const key = (e as CustomEvent<string>).detail;
      if (ADVANCED_KEY.test(key) && !document.getElementById(domIdForKey(key))) pending.current = key;
    };
    document.addEventListener(REVEAL_FIELD, onReveal);
    return () => document.removeEventListener(REVEAL_FIELD, onReveal);
  }, []);
  const onReady = useCallback(() => {
    const key = pending.current;
    pending.current = null;
    if (key) focusField(key);
  }, []);
  return (
    <details className="group advanced">
      <summary>{m.sections.advanced}</summary>
      <AfterHydration placeholder={null}>
        <AdvancedFields onReady={onReady} />
      </AfterHydration>
    </details>
  );
}
