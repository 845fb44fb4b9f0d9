import { type ComponentProps, lazy } from 'react';
import { AfterHydration } from '../../ui/lazy/AfterHydration';
import { useLocale } from '../../ui/locale/LocaleContext';

const QuickCalculator = lazy(() => import('./QuickCalculator'));

/** The quick calculator, loaded when it is first opened: nothing of it is in the first screen's code. */
export function QuickView(props: ComponentProps<typeof QuickCalculator>) {
  const { m } = useLocale();
  return (
    <AfterHydration placeholder={<p className="panel-note">{m.app.loadingPanel}</p>}>
      <QuickCalculator {...props} />
    </AfterHydration>
  );
}
