import { describe, expect, it } from 'vitest'
import { cropRect } from './cropRect'

describe('cropRect', () => {
  it('centres the largest square of a wide image for an avatar', () => {
    expect(cropRect({ width: 400, height: 200 }, 1)).toEqual({ x: 100, y: 0, width: 200, height: 200 })
  })

  it('takes the full width of a square image for a 3:1 banner, centred vertically', () => {
    const rect = cropRect({ width: 300, height: 300 }, 3)
    expect(rect).toEqual({ x: 0, y: 100, width: 300, height: 100 })
  })

  it('zooms in around the pan point and never leaves the image', () => {
    expect(cropRect({ width: 400, height: 400 }, 1, { zoom: 2, panX: -1, panY: 1 })).toEqual({
      x: 0,
      y: 200,
      width: 200,
      height: 200,
    })
    const wild = cropRect({ width: 400, height: 400 }, 1, { zoom: 0.2, panX: 9, panY: -9 })
    expect(wild).toEqual({ x: 0, y: 0, width: 400, height: 400 })
  })
})
