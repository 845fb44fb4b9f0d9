import { type ComponentType, lazy } from 'react';

/**
 * A part of the page whose code loads apart: `load` fetches it, `Part` renders it (suspending
 * until it has arrived, then as itself, so a part drawn after its code arrived never suspends).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): { load(): Promise<void>; Part: ComponentType<P> } {
  let loaded: ComponentType<P> | null = null;
  const loadOnce = () =>
    load().then((c) => {
      loaded = c;
      return c;
    });
  const Lazy = lazy(() => loadOnce().then((c) => ({ default: c })));
  const Part = (props: P) => {
    const Loaded = loaded ?? Lazy;
    return <Loaded {...props} />;
  };
  return { load: () => loadOnce().then(() => undefined), Part };
}
