import { describe, expect, it } from 'vitest'
import { qrPath } from './qrPath'

/** The dark modules back from the path ('M{col} {row}h1v1h-1z' per module). */
function darkCells(d: string): Set<string> {
  return new Set([...d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, col, row]) => `${row},${col}`))
}

/** A finder pattern (QR spec): 7×7 dark ring, light ring, 3×3 dark centre, at (top, left). */
function hasFinder(dark: Set<string>, top: number, left: number): boolean {
  for (let r = 0; r < 7; r++) {
    for (let c = 0; c < 7; c++) {
      const ring = Math.max(Math.abs(r - 3), Math.abs(c - 3))
      if (dark.has(`${top + r},${left + c}`) !== (ring !== 2)) return false
    }
  }
  return true
}

describe('qrPath', () => {
  const uri =
    'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

  it('draws a square code with the three finder patterns, sized as the version the text needs', () => {
    const { size, d } = qrPath(uri)
    // 17 + 4 × version; a 160-character link needs version 8 or more at level M.
    expect((size - 17) % 4).toBe(0)
    expect(size).toBeGreaterThanOrEqual(17 + 4 * 8)
    const dark = darkCells(d)
    expect(dark.size).toBe(d.split('M').length - 1)
    expect(hasFinder(dark, 0, 0)).toBe(true)
    expect(hasFinder(dark, 0, size - 7)).toBe(true)
    expect(hasFinder(dark, size - 7, 0)).toBe(true)
    expect(hasFinder(dark, size - 7, size - 7)).toBe(false)
    for (const cell of dark) expect(cell.split(',').every((n) => Number(n) < size)).toBe(true)
  })

  it('different links give different codes; a short one a smaller code', () => {
    expect(qrPath(uri).d).not.toBe(qrPath(uri.replace('587d', '587e')).d)
    expect(qrPath('wc:a@2').size).toBe(21)
  })
})
