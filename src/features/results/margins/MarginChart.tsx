import { CartesianGrid, Legend, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFrame } from '../ChartFrame';
import type { ConstraintId } from '../../../model/constraints';
import { useFeatureTable, useLocale } from '../../../ui/locale/LocaleContext';
import { PANELS_EN } from '../../../i18n/en/panels';
import type { MarginPoint } from './rows';

const COLOURS: Record<ConstraintId, string> = {
  supported: 'var(--c-series-9)',
  'min-cluster': 'var(--c-series-1)',
  awareness: 'var(--c-series-2)',
  storage: 'var(--c-series-3)',
  cpu: 'var(--c-series-4)',
  ram: 'var(--c-series-5)',
  iops: 'var(--c-series-6)',
  'vm-fit': 'var(--c-series-7)',
  'self-heal': 'var(--c-series-8)',
};

/** Rows above the plot for the names of the node-count lines, one row each, 12 px text. */
const NAME_ROW_PX = 15;

/**
 * A node count's line named above the plot, on a row of its own, where no margin's line runs: inside
 * the plot the name sat on the lines near 100 % or −100 %. Its text runs to the side with more room.
 */
function LineName({
  viewBox,
  value,
  row,
  side,
}: {
  viewBox?: { x?: number; y?: number };
  value: string;
  row: number;
  side: 'start' | 'end';
}) {
  const x = viewBox?.x ?? 0;
  const y = viewBox?.y ?? 0;
  return (
    <text
      className="chart-line-name"
      x={side === 'start' ? x + 3 : x - 3}
      y={y - 5 - row * NAME_ROW_PX}
      textAnchor={side}
      fontSize={12}
      fill="var(--c-text)"
    >
      {value}
    </text>
  );
}

interface Props {
  points: readonly MarginPoint[];
  recommended: number | null;
  configured: number;
}

/** Each constraint's margin by node count, loaded lazily; the table beside it has the same numbers. */
export default function MarginChart({ points, recommended, configured }: Props) {
  const { m, fmt } = useLocale();
  const w = useFeatureTable('panels', PANELS_EN);
  const ids = (Object.keys(COLOURS) as ConstraintId[]).filter((id) => points.some((p) => p.margins[id] !== undefined));
  const data = points.map((p) => ({ nodes: p.nodes, ...p.margins }));
  const middle = points.length ? (points[0]!.nodes + points[points.length - 1]!.nodes) / 2 : 0;
  const side = (nodes: number) => (nodes > middle ? 'end' : 'start');
  return (
    <ChartFrame label={w.margins.chartLabel} height={300}>
      <LineChart data={data} margin={{ top: 8 + 2 * NAME_ROW_PX, right: 16, bottom: 4, left: 0 }}>
        <CartesianGrid stroke="var(--c-grid)" />
        <XAxis dataKey="nodes" stroke="var(--c-muted)" fontSize={12} />
        <YAxis domain={[-1, 1]} tickFormatter={(v: number) => fmt.percent(v)} stroke="var(--c-muted)" fontSize={12} width={48} />
        <Tooltip
          formatter={(v, name) => [fmt.percent(Number(v)), m.constraints[name as ConstraintId] ?? String(name)]}
          labelFormatter={(n) => `${w.margins.nodes}: ${String(n)}`}
          contentStyle={{ background: 'var(--c-surface)', border: '1px solid var(--c-border)', color: 'var(--c-text)' }}
        />
        <Legend formatter={(id: string) => m.constraints[id as ConstraintId] ?? id} wrapperStyle={{ fontSize: 12 }} />
        <ReferenceLine y={0} stroke="var(--c-text)" />
        {recommended !== null && (
          <ReferenceLine
            x={recommended}
            stroke="var(--c-ok)"
            strokeDasharray="4 2"
            label={<LineName value={w.margins.recommended} row={1} side={side(recommended)} />}
          />
        )}
        <ReferenceLine
          x={configured}
          stroke="var(--c-muted)"
          strokeDasharray="2 2"
          label={<LineName value={w.margins.configured} row={0} side={side(configured)} />}
        />
        {ids.map((id) => (
          <Line key={id} dataKey={id} type="linear" stroke={COLOURS[id]} dot={{ r: 2 }} strokeWidth={2} isAnimationActive={false} />
        ))}
      </LineChart>
    </ChartFrame>
  );
}
