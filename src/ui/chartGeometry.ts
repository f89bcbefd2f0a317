/**
 * Where the points of a small line chart go inside a width × height box with padding: x by time,
 * y by value (0 at the bottom, so a price's drop looks like one). Pure, for the SVG chart.
 */
export interface ChartPoint {
  x: number
  y: number
}

export interface ChartGeometry {
  dots: ChartPoint[]
  /** SVG path data through the dots, left to right. */
  path: string
  yMax: number
}

export function chartGeometry(points: readonly ChartPoint[], width: number, height: number, pad = 8): ChartGeometry {
  const sorted = [...points].sort((a, b) => a.x - b.x)
  const xs = sorted.map((p) => p.x)
  const xMin = Math.min(...xs)
  const xSpan = Math.max(...xs) - xMin
  const yMax = Math.max(0, ...sorted.map((p) => p.y))
  const innerW = width - 2 * pad
  const innerH = height - 2 * pad
  const round = (n: number) => Math.round(n * 10) / 10
  const dots = sorted.map((p) => ({
    // A single point (or all at one time) sits in the middle.
    x: round(pad + (xSpan > 0 ? ((p.x - xMin) / xSpan) * innerW : innerW / 2)),
    y: round(pad + innerH - (yMax > 0 ? (Math.max(0, p.y) / yMax) * innerH : 0)),
  }))
  const path = dots.map((d, i) => `${i === 0 ? 'M' : 'L'}${d.x} ${d.y}`).join(' ')
  return { dots, path, yMax }
}
