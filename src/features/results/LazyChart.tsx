import { Suspense, type ReactNode } from 'react';
import { useLocale } from '../locale/LocaleContext';

/** Holds the chart's height while Recharts loads, so nothing below it moves. */
export function LazyChart({ height, children }: { height: number; children: ReactNode }) {
  const { m } = useLocale();
  return (
    <Suspense
      fallback={
        <div className="chart-placeholder" style={{ height }}>
          {m.panel.loadingChart}
        </div>
      }
    >
      {children}
    </Suspense>
  );
}
