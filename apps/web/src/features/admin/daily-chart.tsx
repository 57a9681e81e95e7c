import type { AdminDashboardDay } from '@sakinah/contract';
import { formatDay, rupees } from './format';

interface SeriesChartProps {
  title: string;
  days: AdminDashboardDay[];
  value: (day: AdminDashboardDay) => number;
  format: (value: number) => string;
  barClass: string;
}

const WIDTH = 300;
const HEIGHT = 90;

/** One small bar chart as inline SVG: no chart library, scales to its box, labelled for screen readers. */
function SeriesChart({ title, days, value, format, barClass }: SeriesChartProps) {
  const values = days.map(value);
  const total = values.reduce((sum, v) => sum + v, 0);
  const max = Math.max(0, ...values);
  const peakIndex = values.indexOf(max);
  const slot = WIDTH / Math.max(1, days.length);
  const first = days[0]?.day;
  const last = days[days.length - 1]?.day;
  const summary =
    days.length === 0
      ? `${title}: no data`
      : `${title} from ${formatDay(first!)} to ${formatDay(last!)}: total ${format(total)}` +
        (max > 0 ? `, highest ${format(max)} on ${formatDay(days[peakIndex]!.day)}.` : '.');

  return (
    <figure className="min-w-0">
      <figcaption className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold text-ink">{title}</span>
        <span className="text-muted">Total {format(total)}</span>
      </figcaption>
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="mt-2 h-24 w-full rounded-lg bg-brand-50/60"
      >
        <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className="stroke-brand-200" strokeWidth="1" />
        {days.map((day, index) => {
          const v = values[index]!;
          // A 1-unit stub keeps zero days visible as a baseline tick.
          const height = max > 0 ? Math.max(v > 0 ? 3 : 1, (v / max) * (HEIGHT - 6)) : 1;
          return (
            <rect key={day.day} x={index * slot + slot * 0.15} y={HEIGHT - height} width={slot * 0.7} height={height} rx="1" className={v > 0 ? barClass : 'fill-brand-200'}>
              <title>{`${formatDay(day.day)}: ${format(v)}`}</title>
            </rect>
          );
        })}
      </svg>
      <div className="mt-1 flex justify-between text-xs text-muted" aria-hidden="true">
        <span>{first ? formatDay(first) : ''}</span>
        <span>{last ? formatDay(last) : ''}</span>
      </div>
    </figure>
  );
}

/** Sign-ups and revenue for the last 30 days, with the same numbers as a hidden table. */
export function DailyChart({ days }: { days: AdminDashboardDay[] }) {
  return (
    <section aria-labelledby="daily-chart-title" className="card p-4 sm:p-5">
      <h2 id="daily-chart-title" className="font-display text-xl font-bold text-brand-800">
        Last 30 days
      </h2>
      <div className="mt-3 grid gap-6 md:grid-cols-2">
        <SeriesChart title="Sign-ups" days={days} value={(d) => d.signups} format={(v) => v.toLocaleString('en-IN')} barClass="fill-brand-600" />
        <SeriesChart title="Revenue" days={days} value={(d) => d.revenue} format={rupees} barClass="fill-gold-500" />
      </div>
      <table className="sr-only">
        <caption>Sign-ups and revenue per day, last 30 days</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Sign-ups</th>
            <th scope="col">Revenue</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{formatDay(day.day)}</th>
              <td>{day.signups}</td>
              <td>{rupees(day.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
