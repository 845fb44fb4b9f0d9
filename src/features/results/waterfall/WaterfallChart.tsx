import { Bar, BarChart, CartesianGrid, Cell, Text, type TextProps, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFrame } from '../ChartFrame';
import type { WaterfallStep } from '../../../model/evaluate';
import { useFeatureTable, useLocale } from '../../../ui/locale/LocaleContext';
import { PANELS_EN } from '../../../i18n/en/panels';
import { waterfallBars } from './bars';

/** Recharts waterfall, loaded lazily: the table beside it carries the same figures for every reader. */
export default function WaterfallChart({ steps }: { steps: readonly WaterfallStep[] }) {
  const { fmt, lang } = useLocale();
  const ja = lang === 'ja';
  const w = useFeatureTable('panels', PANELS_EN);
  const data = waterfallBars(steps).map((b) => ({ ...b, label: w.steps[b.id] }));
  const fill = (b: (typeof data)[number]) =>
    b.reserve
      ? 'var(--c-reserve)'
      : b.id === 'workload'
        ? 'var(--c-workload)'
        : b.kind === 'minus'
          ? 'var(--c-minus)'
          : b.stage === 'logical'
            ? 'var(--c-logical)'
            : 'var(--c-physical)';
  return (
    <ChartFrame label={w.waterfall.chartLabel} height={ja ? 440 : 380}>
      <BarChart data={data} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 4 }}>
        <CartesianGrid horizontal={false} stroke="var(--c-grid)" />
        <XAxis type="number" tickFormatter={(v: number) => fmt.bytes(v)} stroke="var(--c-muted)" fontSize={12} />
        <YAxis
          type="category"
          dataKey="label"
          width={ja ? 200 : 150}
          stroke="var(--c-muted)"
          fontSize={11}
          interval={0}
          // A step's name wraps within the axis at its spaces. Japanese has none between words, so it may
          // wrap anywhere; its names are longer at this size, so its axis is wider and its rows taller.
          tick={({ payload, ...props }: TextProps & { payload: { value: string } }) => (
            <Text {...props} breakAll={ja}>
              {payload.value}
            </Text>
          )}
        />
        <Tooltip
          formatter={(v) => (Array.isArray(v) ? fmt.bytes(Number(v[1]) - Number(v[0])) : String(v))}
          contentStyle={{ background: 'var(--c-surface)', border: '1px solid var(--c-border)', color: 'var(--c-text)' }}
        />
        <Bar dataKey="range" isAnimationActive={false}>
          {data.map((b) => (
            <Cell
              key={b.id}
              fill={fill(b)}
              stroke={b.reserve ? 'var(--c-reserve-edge)' : undefined}
              strokeDasharray={b.reserve ? '4 2' : undefined}
            />
          ))}
        </Bar>
      </BarChart>
    </ChartFrame>
  );
}
