import { type ReactNode, type Ref, Suspense, useLayoutEffect } from 'react';
import { useLocale } from '../../ui/locale/LocaleContext';
import { PanelBoundary } from './PanelBoundary';
import { holdPrint } from './printReady';

interface Props {
  id: string;
  title: string;
  stale: boolean;
  resetKey: unknown;
  className?: string;
  /** Which cluster the panel describes (configured or recommended), said under its title. */
  scope?: string;
  /** Shown while the panel's code loads; "Loading panel…" unless said. */
  loading?: ReactNode;
  children: ReactNode;
}

/** Shows what stands in for a panel's code still loading, and holds a print until it is replaced. */
export function Held({ children }: { children: ReactNode }) {
  useLayoutEffect(holdPrint, []);
  return children;
}

/** One results panel: a titled section, marked stale while the inputs are invalid, with its own error boundary. */
export function Panel({ id, title, stale, resetKey, className, scope, loading, children }: Props) {
  const { m } = useLocale();
  return (
    <section className={`panel${stale ? ' panel--stale' : ''}${className ? ` ${className}` : ''}`} aria-labelledby={`${id}-title`} id={id}>
      <h2 id={`${id}-title`}>
        {title}
        {stale && <span className="stale-tag">{m.app.staleTag}</span>}
      </h2>
      {scope && <p className="scope-tag">{scope}</p>}
      <PanelBoundary
        resetKey={resetKey}
        fallback={
          <p role="alert" className="panel-failed">
            {m.panel.failed}
          </p>
        }
      >
        {/* A panel below the first screen loads its code apart; the prerendered page shows it meanwhile. */}
        <Suspense fallback={<Held>{loading ?? <p className="panel-note">{m.app.loadingPanel}</p>}</Held>}>{children}</Suspense>
      </PanelBoundary>
    </section>
  );
}

/** A panel not yet reached: its heading, in a box of about the panel's height (src/ui/reveal). */
export function PanelStand({ ref, id, title }: { ref: Ref<HTMLElement>; id: string; title: string }) {
  return (
    <section ref={ref} className="panel panel--stand" aria-labelledby={`${id}-title`} id={id}>
      <h2 id={`${id}-title`}>{title}</h2>
    </section>
  );
}
