import { createContext, Suspense, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useLocale } from '../../ui/locale/LocaleContext';
import { allChartsRequested, holdPrint, SHOW_CHARTS } from './printReady';

interface ChartBox {
  /** Said by a chart once it has measured its box and drawn in it (see ChartFrame). */
  drawn: () => void;
  /** The placeholder's width as the chart replaced it, in CSS px: the chart's first drawing is that wide. */
  widthPx?: number;
}

export const ChartBoxContext = createContext<ChartBox>({ drawn: () => {} });

/**
 * A chart that loads when it comes near the viewport (or before printing), so Recharts never
 * competes with the first screen. Its placeholder holds the height so nothing below it moves.
 * A printed report waits for it until it has drawn.
 */
export function LazyChart({ height, children }: { height: number; children: ReactNode }) {
  const { m } = useLocale();
  const [show, setShow] = useState(allChartsRequested);
  const [widthPx, setWidthPx] = useState<number>();
  const [print] = useState(() => {
    let release = () => {};
    return { hold: () => (release = holdPrint()), drawn: () => release() };
  });
  useLayoutEffect(() => print.hold(), [print]);
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (show) return;
    const reveal = () => {
      setWidthPx(placeholder.current?.clientWidth || undefined);
      setShow(true);
    };
    // Charts asked for between this render and this effect sent their event to no one.
    if (allChartsRequested()) return reveal();
    window.addEventListener(SHOW_CHARTS, reveal);
    window.addEventListener('beforeprint', reveal);
    const io =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && reveal(), { rootMargin: '300px 0px' })
        : null;
    if (io && placeholder.current) io.observe(placeholder.current);
    return () => {
      window.removeEventListener(SHOW_CHARTS, reveal);
      window.removeEventListener('beforeprint', reveal);
      io?.disconnect();
    };
  }, [show]);
  const box = (
    <div ref={show ? undefined : placeholder} className="chart-placeholder" style={{ height }}>
      {m.panel.loadingChart}
    </div>
  );
  return show ? (
    <ChartBoxContext.Provider value={{ drawn: print.drawn, widthPx }}>
      <Suspense fallback={box}>{children}</Suspense>
    </ChartBoxContext.Provider>
  ) : (
    box
  );
}
