import { type ComponentProps, lazy } from 'react';
import { AfterHydration } from '../../../ui/lazy/AfterHydration';
import { useLocale } from '../../../ui/locale/LocaleContext';
import { Held } from '../Panel';

const FailurePlanPanel = lazy(() => import('./FailurePlanPanel'));

/** The failure simulator, loaded after the first screen (a print waits for it). */
export function FailurePlanView(props: ComponentProps<typeof FailurePlanPanel>) {
  const { m } = useLocale();
  return (
    <AfterHydration
      placeholder={
        <Held>
          <p className="panel-note">{m.app.loadingPanel}</p>
        </Held>
      }
    >
      <FailurePlanPanel {...props} />
    </AfterHydration>
  );
}
