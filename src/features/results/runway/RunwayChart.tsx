import { CartesianGrid, Legend, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFrame } from '../ChartFrame';
import type { Runway } from '../../../model/runway';
import { RUNWAY_EN } from '../../../i18n/en/runway';
import { useFeatureTable, useLocale } from '../../../ui/locale/LocaleContext';
import { t } from '../../../ui/locale/t';
import { closeGroups, zeroBasedTicks } from '../chartScale';

/** The chart's box and what Recharts takes from it above and below the lines (its margins, the legend, the month axis). */
const HEIGHT_PX = 300;
const MARGIN = { top: 8, right: 16, bottom: 16, left: 4 };
const LEGEND_PX = 28;
const X_AXIS_PX = 30;
const PLOT_PX = HEIGHT_PX - MARGIN.top - MARGIN.bottom - LEGEND_PX - X_AXIS_PX;
/** A threshold label's line of 11 px text, with room to spare. */
const LABEL_PX = 14;
/** Room above the highest threshold for its label, as a share of it. */
const ABOVE_THRESHOLD = 1.1;

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
  const highest = Math.max(0, ...data.flatMap((row) => shown.map((x) => row[x.resource] ?? 0)));
  const ticks = zeroBasedTicks(Math.max(highest, ABOVE_THRESHOLD * Math.max(0, ...shown.map((x) => x.threshold))));
  const top = ticks[ticks.length - 1]!;
  // Thresholds a few pixels apart (the axis at thousands of per cent) share one label, above the highest of them.
  const groups = closeGroups(
    shown.map((x) => x.threshold),
    top,
    PLOT_PX,
    LABEL_PX,
  );
  const labelOf = (threshold: number) =>
    t(w.thresholdLine, {
      resource: shown
        .filter((x) => x.threshold === threshold)
        .map((x) => w.resources[x.resource])
        .join(', '),
      threshold: fmt.percent(threshold),
    });
  return (
    <ChartFrame label={w.chartLabel} height={HEIGHT_PX}>
      <LineChart data={data} margin={MARGIN}>
        <CartesianGrid stroke="var(--c-grid)" />
        <XAxis
          dataKey="month"
          type="number"
          domain={[0, runway.horizonMonths]}
          stroke="var(--c-muted)"
          fontSize={12}
          height={X_AXIS_PX}
          label={{ value: w.chartMonth, position: 'insideBottom', offset: -8, fontSize: 12 }}
        />
        <YAxis
          domain={[0, top]}
          ticks={ticks}
          allowDataOverflow
          tickFormatter={(v: number) => fmt.percent(v)}
          stroke="var(--c-muted)"
          fontSize={12}
          width="auto"
        />
        <Tooltip
          formatter={(v) => fmt.percent(Number(v))}
          labelFormatter={(l) => `${w.chartMonth} ${String(l)}`}
          contentStyle={{ background: 'var(--c-surface)', border: '1px solid var(--c-border)', color: 'var(--c-text)' }}
        />
        <Legend verticalAlign="top" height={LEGEND_PX} />
        {groups.flatMap((group) =>
          group.map((threshold, i) => (
            <ReferenceLine
              key={threshold}
              y={threshold}
              stroke="var(--c-muted)"
              strokeDasharray="6 3"
              // Above the line, where it cannot meet the month axis; once for the group, on its highest line.
              label={
                i === group.length - 1 ? { value: group.map(labelOf).join(' · '), position: 'insideBottomLeft', fontSize: 11 } : undefined
              }
            />
          )),
        )}
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
