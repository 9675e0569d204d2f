// The one chart the app draws: bars of a count per category (Recharts), loaded lazily by
// ChartFigure so that no page carries Recharts in its first load.
import {
  Bar,
  BarChart as RechartsBarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

/** A bar: `key` tells bars apart (two assessments may share a name), `label` is shown. */
export type BarDatum = { key: string; label: string; value: number };

export type BarChartProps = {
  data: readonly BarDatum[];
  /** The value's name in the tooltip, e.g. "Sessions". */
  valueName: string;
  /** The values' format on the axis and in the tooltip (default: whole numbers). */
  formatValue?: (value: number) => string;
  /** Highest value of the axis; by default the data's. */
  maxValue?: number;
  /** Bars across, the categories' labels beside them: for long labels such as names. */
  horizontal?: boolean;
};

/** Height of a horizontal chart per category, and the room its labels get. */
const ROW_HEIGHT = 32;
const LABEL_WIDTH = 120;

/** A label cut to fit beside a horizontal bar (the table alternative has it whole). */
const shorten = (label: string) => (label.length > 16 ? `${label.slice(0, 15)}…` : label);

export default function BarChart({
  data,
  valueName,
  formatValue,
  maxValue,
  horizontal = false,
}: BarChartProps) {
  const labels = new Map(data.map((datum) => [datum.key, datum.label]));
  const labelOf = (key: string) => labels.get(key) ?? key;
  const categories = {
    dataKey: 'key',
    type: 'category' as const,
    tickLine: false,
    axisLine: false,
    fontSize: 12,
    stroke: 'var(--muted-foreground)',
  };
  const values = {
    type: 'number' as const,
    allowDecimals: formatValue !== undefined,
    tickLine: false,
    axisLine: false,
    fontSize: 12,
    domain: [0, maxValue ?? 'auto'] as [number, number | 'auto'],
    tickFormatter: formatValue,
    stroke: 'var(--muted-foreground)',
  };
  return (
    <ResponsiveContainer width="100%" height={horizontal ? 40 + data.length * ROW_HEIGHT : 240}>
      <RechartsBarChart
        data={[...data]}
        layout={horizontal ? 'vertical' : 'horizontal'}
        margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid vertical={horizontal} horizontal={!horizontal} stroke="var(--border)" />
        {horizontal ? (
          <>
            <XAxis {...values} />
            <YAxis
              {...categories}
              width={LABEL_WIDTH}
              tickFormatter={(key: string) => shorten(labelOf(key))}
            />
          </>
        ) : (
          <>
            <XAxis {...categories} minTickGap={8} tickFormatter={labelOf} />
            <YAxis {...values} width={44} />
          </>
        )}
        <Tooltip
          cursor={{ fill: 'var(--muted)' }}
          formatter={(value) => [formatValue ? formatValue(Number(value)) : value, valueName]}
          labelFormatter={(key) => labelOf(String(key))}
          contentStyle={{
            background: 'var(--popover)',
            color: 'var(--popover-foreground)',
            border: '1px solid var(--border)',
            borderRadius: 8,
            fontSize: 12,
          }}
        />
        <Bar
          dataKey="value"
          name={valueName}
          fill="var(--primary)"
          radius={horizontal ? [0, 4, 4, 0] : [4, 4, 0, 0]}
          maxBarSize={horizontal ? 20 : 48}
          isAnimationActive={false}
        />
      </RechartsBarChart>
    </ResponsiveContainer>
  );
}
