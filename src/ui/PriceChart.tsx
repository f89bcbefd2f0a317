import { chartGeometry } from './chartGeometry'

export interface PriceChartPoint {
  /** ms since the epoch */
  time: number
  value: number
  /** What a dot says on hover and to screen readers. */
  label: string
}

const W = 320
const H = 96

/**
 * A small line chart as inline SVG: no chart library (a few hundred bytes against tens of kB),
 * styled by the theme's colours, and crisp at any size.
 */
export function PriceChart({ points, label }: { points: readonly PriceChartPoint[]; label: string }) {
  if (points.length === 0) return null
  const sorted = [...points].sort((a, b) => a.time - b.time)
  const { dots, path } = chartGeometry(
    sorted.map((p) => ({ x: p.time, y: p.value })),
    W,
    H,
  )
  // The line stretches to the card's width; the dots are drawn over it in HTML, so they stay round
  // where an SVG circle in a stretched box would be an oval.
  return (
    <div className="relative h-24 w-full text-accent" data-testid="price-chart" role="img" aria-label={label}>
      <svg viewBox={`0 0 ${W} ${H}`} className="h-full w-full" aria-hidden="true" preserveAspectRatio="none">
        <line x1="8" y1={H - 8} x2={W - 8} y2={H - 8} className="stroke-line" strokeWidth="1" />
        <path d={path} fill="none" stroke="currentColor" strokeWidth="2" vectorEffect="non-scaling-stroke" />
      </svg>
      {dots.map((dot, i) => (
        <span
          key={i}
          title={sorted[i]?.label}
          className="absolute size-2 -translate-x-1/2 -translate-y-1/2 rounded-full bg-current"
          style={{ left: `${(dot.x / W) * 100}%`, top: `${(dot.y / H) * 100}%` }}
          data-testid="price-dot"
        />
      ))}
    </div>
  )
}
