import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { chartGeometry } from './chartGeometry'

describe('chartGeometry', () => {
  it('puts the highest value at the top and zero at the bottom, time left to right', () => {
    const { dots, path } = chartGeometry(
      [
        { x: 20, y: 0 },
        { x: 10, y: 5 },
      ],
      100,
      50,
      10,
    )
    expect(dots).toEqual([
      { x: 10, y: 10 },
      { x: 90, y: 40 },
    ])
    expect(path).toBe('M10 10 L90 40')
  })

  it('keeps every dot inside the padded box', () => {
    const point = fc.record({ x: fc.integer({ min: 0, max: 1e12 }), y: fc.nat({ max: 1e15 }) })
    fc.assert(
      fc.property(fc.array(point, { minLength: 1, maxLength: 30 }), (points) => {
        const { dots } = chartGeometry(points, 300, 100, 8)
        expect(dots).toHaveLength(points.length)
        for (const d of dots) {
          expect(d.x).toBeGreaterThanOrEqual(8)
          expect(d.x).toBeLessThanOrEqual(292)
          expect(d.y).toBeGreaterThanOrEqual(8)
          expect(d.y).toBeLessThanOrEqual(92)
        }
      }),
    )
  })
})
