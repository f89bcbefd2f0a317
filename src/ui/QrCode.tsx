/** A QR code as plain SVG markup (no inline style or data URL for the CSP to allow), black on white. */
import { useMemo } from 'react'
import { cn } from '@/lib/cn'
import { qrPath } from './qrPath'

/** Light modules around the code, as the QR spec asks, so scanners find its edges. */
const QUIET_ZONE = 4

export function QrCode({
  text,
  label,
  className,
  testId,
}: {
  text: string
  label: string
  className?: string
  testId?: string
}) {
  const qr = useMemo(() => qrPath(text), [text])
  const side = qr.size + 2 * QUIET_ZONE
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid={testId}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${side} ${side}`}
      shapeRendering="crispEdges"
      className={cn('rounded bg-white', className)}
    >
      <path d={qr.d} fill="#000" />
    </svg>
  )
}
