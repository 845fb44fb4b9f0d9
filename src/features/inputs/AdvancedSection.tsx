import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { domIdForKey } from '../../ui/fieldIds';
import { focusField, REVEAL_FIELD } from '../../ui/focusField';
import { useLocale } from '../../ui/locale/LocaleContext';
import { Collapsed } from '../../ui/reveal/Collapsed';

const AdvancedFields = lazy(() => import('./AdvancedFields').then((m) => ({ default: m.AdvancedFields })));

const ADVANCED_KEY = /\.(overheads|thresholds|rebuild|hypervisor)\b/;

/**
 * The collapsed advanced settings. Their fields are drawn when the section is opened or the whole
 * page is (find in page, a print, a link to one of them: src/ui/reveal); a warning that points at
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
    <Collapsed className="group advanced" summary={m.sections.advanced}>
      <Suspense fallback={null}>
        <AdvancedFields onReady={onReady} />
      </Suspense>
    </Collapsed>
  );
}
