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
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      className="h-24 w-full text-accent"
      role="img"
      aria-label={label}
      data-testid="price-chart"
      preserveAspectRatio="none"
    >
      <line x1="8" y1={H - 8} x2={W - 8} y2={H - 8} className="stroke-line" strokeWidth="1" />
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2" vectorEffect="non-scaling-stroke" />
      {dots.map((dot, i) => (
        <circle key={i} cx={dot.x} cy={dot.y} r="3.5" fill="currentColor" data-testid="price-dot">
          <title>{sorted[i]?.label}</title>
        </circle>
      ))}
    </svg>
  )
}
