import { type ComponentType, lazy } from 'react';

type Module<P> = { default: ComponentType<P> };

/**
 * A part of the page whose code loads apart: `load` fetches it, `Part` renders it (suspending
 * until it has arrived; a part first drawn after its code arrived never suspends).
 *
 * `Part` is one `React.lazy` component for the part's whole life. React keeps a component's state
 * only while its type stays the same: drawing the loaded component itself once it is in would
 * replace a lazy one that had resolved during an earlier render, and drop everything it held (an
 * import's file and preview, its section's fields).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): { load(): Promise<void>; Part: ComponentType<P> } {
  let loaded: ComponentType<P> | null = null;
  const loadOnce = () => load().then((c) => (loaded = c));
  // Code already in is handed over as a thenable that answers at once: React.lazy then resolves
  // within the render instead of suspending for a microtask.
  const inHand = (c: ComponentType<P>) => ({ then: (take: (m: Module<P>) => void) => take({ default: c }) });
  const Part = lazy(() => (loaded ? (inHand(loaded) as unknown as Promise<Module<P>>) : loadOnce().then((c) => ({ default: c }))));
  return { load: () => loadOnce().then(() => undefined), Part };
}
