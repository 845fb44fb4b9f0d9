import { CartesianGrid, Legend, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFrame } from '../ChartFrame';
import type { Runway } from '../../../model/runway';
import { RUNWAY_EN } from '../../../i18n/en/runway';
import { useFeatureTable, useLocale } from '../../../ui/locale/LocaleContext';
import { t } from '../../../ui/locale/t';

const COLOURS = { storage: 'var(--c-physical)', cpu: 'var(--c-workload)', ram: 'var(--c-logical)', iops: 'var(--c-reserve)' };

/** Recharts, loaded lazily: demand as a share of what is left after the reserve, against each threshold. */
export default function RunwayChart({ runway }: { runway: Runway }) {
  const { fmt } = useLocale();
  const w = useFeatureTable('runway', RUNWAY_EN);
  const shown = runway.thresholds.filter((x) => x.supply.value > 0);
  const data = runway.months.map((month) => {
    const row: Record<string, number> = { month: month.month };
    for (const x of shown) row[x.resource] = month[x.resource] / x.supply.value;
    return row;
  });
  const thresholds = [...new Set(shown.map((x) => x.threshold))];
  return (
    <ChartFrame label={w.chartLabel} height={300}>
      <LineChart data={data} margin={{ top: 8, right: 16, bottom: 16, left: 4 }}>
        <CartesianGrid stroke="var(--c-grid)" />
        <XAxis
          dataKey="month"
          type="number"
          domain={[0, runway.horizonMonths]}
          stroke="var(--c-muted)"
          fontSize={12}
          label={{ value: w.chartMonth, position: 'insideBottom', offset: -8, fontSize: 12 }}
        />
        <YAxis tickFormatter={(v: number) => fmt.percent(v)} stroke="var(--c-muted)" fontSize={12} width={56} />
        <Tooltip
          formatter={(v) => fmt.percent(Number(v))}
          labelFormatter={(l) => `${w.chartMonth} ${String(l)}`}
          contentStyle={{ background: 'var(--c-surface)', border: '1px solid var(--c-border)', color: 'var(--c-text)' }}
        />
        <Legend verticalAlign="top" height={28} />
        {thresholds.map((threshold) => (
          <ReferenceLine
            key={threshold}
            y={threshold}
            stroke="var(--c-muted)"
            strokeDasharray="6 3"
            label={{
              value: t(w.thresholdLine, {
                resource: shown
                  .filter((x) => x.threshold === threshold)
                  .map((x) => w.resources[x.resource])
                  .join(', '),
                threshold: fmt.percent(threshold),
              }),
              position: 'insideTopLeft',
              fontSize: 11,
            }}
          />
        ))}
        {shown.map((x) => (
          <Line
            key={x.resource}
            dataKey={x.resource}
            name={w.resources[x.resource]}
            stroke={COLOURS[x.resource]}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ChartFrame>
  );
}
