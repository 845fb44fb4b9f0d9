import { type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { ResponsiveContainer } from 'recharts';
import { ChartDrawn } from './LazyChart';

interface Props {
  label: string;
  height: number;
  children: ReactNode;
}

/**
 * A chart's box, sized to its panel's width, and its word to a waiting print: drawn once Recharts
 * has measured the box (its ResizeObserver) and the chart rendered in it (this effect, after that
 * render). A box that is not laid out (the results hidden behind another view) has nothing to draw.
 */
export function ChartFrame({ label, height, children }: Props) {
  const drawn = useContext(ChartDrawn);
  const box = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState(false);
  useEffect(() => {
    if (measured || !box.current?.getClientRects().length) drawn();
  }, [measured, drawn]);
  return (
    <div ref={box} className="chart" role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height={height} onResize={(w, h) => w > 0 && h > 0 && setMeasured(true)}>
        {children}
      </ResponsiveContainer>
    </div>
  );
}
