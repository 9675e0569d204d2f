import { lazy, Suspense, useId } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import type { BarChartProps } from './bar-chart';

const BarChart = lazy(() => import('./bar-chart'));

type ChartFigureProps = BarChartProps & {
  /** The chart's title, shown above it. */
  title: string;
  /** What the chart shows, in one sentence: the picture's description for screen readers. */
  summary: string;
  /** The table alternative's column headings: the category's, then the value's. */
  columns: readonly [string, string];
  /** The label of the button that shows the same figures as a table. */
  tableLabel: string;
  /**
   * Leaves rows of 0 out of the table (a day without completions), saying so in this note; the
   * chart shows them.
   */
  zeroRowsNote?: string;
};

/**
 * A bar chart with a title and its text alternative: a sentence for screen readers and the
 * same figures as a table, one click away (and read by screen readers in place of the bars).
 */
export function ChartFigure({
  title,
  summary,
  columns,
  tableLabel,
  zeroRowsNote,
  ...chart
}: ChartFigureProps) {
  const id = useId();
  const format = chart.formatValue ?? String;
  const rows = zeroRowsNote ? chart.data.filter((datum) => datum.value !== 0) : chart.data;
  return (
    <figure className="grid min-w-0 content-start gap-2" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="text-sm font-medium">
        {title}
      </figcaption>
      <div role="img" aria-label={summary} className="min-w-0">
        <Suspense fallback={<Skeleton className="h-60 w-full" />}>
          <BarChart {...chart} />
        </Suspense>
      </div>
      <details className="text-sm">
        <summary className="text-primary w-fit cursor-pointer font-medium">{tableLabel}</summary>
        <Table className="mt-2" scrollLabel={title}>
          <TableHeader>
            <TableRow>
              <TableHead>{columns[0]}</TableHead>
              <TableHead className="text-right">{columns[1]}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((datum) => (
              <TableRow key={datum.key}>
                <TableCell>{datum.label}</TableCell>
                <TableCell className="text-right tabular-nums">{format(datum.value)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {zeroRowsNote && <p className="text-muted-foreground mt-2">{zeroRowsNote}</p>}
      </details>
    </figure>
  );
}
