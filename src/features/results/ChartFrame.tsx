import { type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { ResponsiveContainer } from 'recharts';
import { ChartBoxContext } from './LazyChart';

/**
 * The width a chart is first drawn at when it has no placeholder to measure (it was asked for before
 * its panel was drawn: a print), about a portrait A4 page's text width at 96 px per inch. The print
 * stylesheet scales each chart to the page; on screen the chart's box is measured and drawn again.
 */
const UNMEASURED_WIDTH_PX = 640;

interface Props {
  label: string;
  height: number;
  children: ReactNode;
}

/**
 * A chart's box, sized to its panel's width, and its word to a waiting print: drawn once Recharts
 * has measured the box (its ResizeObserver) and the chart rendered in it (this effect, after that
 * render). A box that is not laid out (the results hidden behind another view) has nothing to draw.
 * The first drawing has a width before any measuring (the placeholder's, else UNMEASURED_WIDTH_PX):
 * the browser's own print lays the page out straight after its `beforeprint`, before any
 * ResizeObserver, and a chart that waited for one would print as an empty box.
 */
export function ChartFrame({ label, height, children }: Props) {
  const { drawn, widthPx } = useContext(ChartBoxContext);
  const box = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState(false);
  useEffect(() => {
    if (measured || !box.current?.getClientRects().length) drawn();
  }, [measured, drawn]);
  return (
    <div ref={box} className="chart" role="img" aria-label={label}>
      <ResponsiveContainer
        width="100%"
        height={height}
        initialDimension={{ width: widthPx ?? UNMEASURED_WIDTH_PX, height }}
        onResize={(w, h) => w > 0 && h > 0 && setMeasured(true)}
      >
        {children}
      </ResponsiveContainer>
    </div>
  );
}
