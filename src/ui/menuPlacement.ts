/**
 * Where a menu opened from a button goes, in viewport pixels: below the button, its right edge on
 * the button's, flipped above when there is more room there, kept inside the viewport, and as
 * tall as the room allows (the panel scrolls beyond that).
 */
export interface Box {
  top: number
  bottom: number
  left: number
  right: number
}

export interface Placement {
  top: number
  left: number
  maxHeight: number
}

const GAP = 4
const EDGE = 8

export function menuPlacement(
  anchor: Box,
  panel: { width: number; height: number },
  viewport: { width: number; height: number },
): Placement {
  const below = viewport.height - anchor.bottom - GAP - EDGE
  const above = anchor.top - GAP - EDGE
  const down = panel.height <= below || below >= above
  const maxHeight = Math.max(0, down ? below : above)
  const height = Math.min(panel.height, maxHeight)
  const top = down ? anchor.bottom + GAP : anchor.top - GAP - height
  const widest = viewport.width - EDGE - panel.width
  const left = Math.max(EDGE, Math.min(anchor.right - panel.width, widest))
  return { top, left, maxHeight }
}
