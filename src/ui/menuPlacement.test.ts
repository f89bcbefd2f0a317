import { describe, expect, it } from 'vitest'
import { menuPlacement } from './menuPlacement'

const viewport = { width: 375, height: 667 }
const button = (top: number, right: number) => ({ top, bottom: top + 40, left: right - 80, right })

describe('menuPlacement', () => {
  it('opens below the button, right edges aligned', () => {
    expect(menuPlacement(button(100, 300), { width: 200, height: 300 }, viewport)).toEqual({
      top: 144,
      left: 100,
      maxHeight: 667 - 140 - 12,
    })
  })

  it('flips above when there is more room there, and never leaves the viewport', () => {
    const placed = menuPlacement(button(500, 360), { width: 200, height: 300 }, viewport)
    expect(placed).toEqual({ top: 196, left: 160, maxHeight: 488 })
  })

  it('a panel wider than the room to the left of the button starts at the edge', () => {
    expect(menuPlacement(button(10, 100), { width: 300, height: 100 }, viewport).left).toBe(8)
  })

  it('a panel taller than any room gets the larger side and scrolls', () => {
    const placed = menuPlacement(button(350, 300), { width: 200, height: 2000 }, viewport)
    expect(placed.maxHeight).toBe(338)
    expect(placed.top).toBe(8)
  })
})
