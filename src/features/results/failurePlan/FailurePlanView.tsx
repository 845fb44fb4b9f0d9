import { type ComponentProps, useEffect, useState } from 'react';
import { useLocale } from '../../../ui/locale/LocaleContext';

type Panel = typeof import('./FailurePlanPanel').default;

/**
 * The failure simulator, loaded after the first screen: the prerendered page and its hydration
 * show the placeholder, and the simulator's code and words load once the page is running.
 */
export function FailurePlanView(props: ComponentProps<Panel>) {
  const { m } = useLocale();
  const [Loaded, setLoaded] = useState<Panel | null>(null);
  useEffect(() => {
    let live = true;
    void import('./FailurePlanPanel').then((mod) => live && setLoaded(() => mod.default));
    return () => {
      live = false;
    };
  }, []);
  return Loaded ? <Loaded {...props} /> : <p className="panel-note">{m.app.loadingPanel}</p>;
}
