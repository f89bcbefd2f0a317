import { PrefetchLink } from './PrefetchLink'

export interface Bar {
  label: string
  /** Where the label leads, inside the app. */
  to?: string
  value: number
  /** The value as the page says it (a count, a price). */
  text: string
  /** The label is data (a name), not words: never translated. */
  data?: boolean
}

/**
 * Horizontal bars drawn to scale: each bar's length is its value over the largest, from zero, so
 * no bar is stretched or cut. HTML, not SVG: the bars keep their shape at any width, and each row
 * reads as text to a screen reader. The rows share one grid's columns (subgrid): every bar starts
 * at one x, after the widest label (at most 40% of the chart); a longer label wraps, never cut.
 */
export function BarChart({ bars, label }: { bars: readonly Bar[]; label: string }) {
  const max = Math.max(0, ...bars.map((bar) => bar.value))
  return (
    <ul
      aria-label={label}
      className="grid grid-cols-[fit-content(40%)_1fr_auto] gap-x-2 gap-y-1.5"
      data-testid="bar-chart"
    >
      {bars.map((bar) => (
        <li key={bar.label} className="col-span-3 grid grid-cols-subgrid items-center text-sm">
          {bar.to ? (
            <PrefetchLink
              to={bar.to}
              className="font-medium wrap-anywhere text-accent hover:underline"
              translate={bar.data ? 'no' : undefined}
            >
              {bar.label}
            </PrefetchLink>
          ) : (
            <span className="wrap-anywhere text-muted" translate={bar.data ? 'no' : undefined}>
              {bar.label}
            </span>
          )}
          <span className="h-3 rounded-sm bg-surface-2" aria-hidden="true">
            <span
              className="block h-full rounded-sm bg-accent"
              style={{ width: `${max > 0 ? (bar.value / max) * 100 : 0}%` }}
              data-testid="bar"
              data-value={bar.value}
            />
          </span>
          <span className="tabular-nums" translate="no">
            {bar.text}
          </span>
        </li>
      ))}
    </ul>
  )
}
