/**
 * The part of an image that fills a slot of another shape: the largest rectangle of the slot's
 * aspect that fits the image, shrunk by the zoom and moved by the pan, never leaving the image.
 */
export interface CropRect {
  x: number
  y: number
  width: number
  height: number
}

export interface CropView {
  /** 1 shows the most of the image; 2 shows half as much in each direction. */
  zoom: number
  /** -1 (left/top edge) … 0 (centred) … 1 (right/bottom edge). */
  panX: number
  panY: number
}

export const CENTRED: CropView = { zoom: 1, panX: 0, panY: 0 }

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value))

/** `aspect` is width / height of the slot (1 for a square avatar, 3 for a 3:1 banner). */
export function cropRect(image: { width: number; height: number }, aspect: number, view: CropView = CENTRED): CropRect {
  const zoom = Math.max(1, Number.isFinite(view.zoom) ? view.zoom : 1)
  const fitWidth = Math.min(image.width, image.height * aspect)
  const width = fitWidth / zoom
  const height = width / aspect
  const spareX = image.width - width
  const spareY = image.height - height
  return {
    x: (spareX * (clamp(view.panX, -1, 1) + 1)) / 2,
    y: (spareY * (clamp(view.panY, -1, 1) + 1)) / 2,
    width,
    height,
  }
}
