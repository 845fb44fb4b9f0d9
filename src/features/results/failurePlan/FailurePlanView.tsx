import { type ComponentProps, lazy } from 'react';
import { AfterHydration } from '../../../ui/lazy/AfterHydration';
import { useLocale } from '../../../ui/locale/LocaleContext';

const FailurePlanPanel = lazy(() => import('./FailurePlanPanel'));

/** The failure simulator, loaded after the first screen. */
export function FailurePlanView(props: ComponentProps<typeof FailurePlanPanel>) {
  const { m } = useLocale();
  return (
    <AfterHydration placeholder={<p className="panel-note">{m.app.loadingPanel}</p>}>
      <FailurePlanPanel {...props} />
    </AfterHydration>
  );
}
