import { type ReactNode, Suspense, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * Renders a lazily loaded view once the page is running: the prerendered page and its hydration
 * show the placeholder, so neither waits for (nor the first screen's budget pays for) its code.
 */
export function AfterHydration({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const running = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return running ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
