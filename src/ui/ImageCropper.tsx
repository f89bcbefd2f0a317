/**
 * Pick an image file, see it cropped to the slot's shape, zoom and move it; the crop is drawn
 * on a canvas at the slot's size and handed up as a PNG data URL ('' until there is one).
 * Nothing leaves the browser here: the caller decides what to do with the result.
 */
import { useEffect, useId, useRef, useState } from 'react'
import { cn } from '@/lib/cn'
import { CENTRED, cropRect, type CropView } from '@/lib/cropRect'
import { formatNumber } from '@/lib/formatCount'
import { i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'

const messages = i18n('ui/ImageCropper', {
  file: 'Image file (PNG, JPEG, GIF or WebP)',
  tooLarge: params('The image must be under {mb} MB.'),
  unreadable: 'This file is not an image the browser can read.',
  preview: 'Preview of the cropped image',
  zoom: 'Zoom',
  leftRight: 'Left–right',
  upDown: 'Up–down',
})

/** Why a file was refused, kept as what it is so it reads in the language chosen later. */
type Problem = { tooLargeMb: number } | 'unreadable' | null

export interface ImageCropperProps {
  /** Output size in px; its ratio is the slot's shape. */
  width: number
  height: number
  /** A round preview (an avatar). */
  round?: boolean
  /** Larger files are refused before they are read. */
  maxBytes: number
  onChange: (dataUrl: string) => void
}

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp'

function Slider({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string
  value: number
  min: number
  max: number
  onChange: (value: number) => void
}) {
  const id = useId()
  return (
    <div className="flex items-center gap-2 text-xs">
      <label htmlFor={id} className="w-16 shrink-0">
        {label}
      </label>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={0.05}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        className="flex-1"
      />
    </div>
  )
}

export function ImageCropper({ width, height, round = false, maxBytes, onChange }: ImageCropperProps) {
  const inputId = useId()
  const canvas = useRef<HTMLCanvasElement>(null)
  const [image, setImage] = useState<HTMLImageElement | null>(null)
  const [view, setView] = useState<CropView>(CENTRED)
  const t = useMessages(messages)
  const [problem, setProblem] = useState<Problem>(null)
  const report = useRef(onChange)
  useEffect(() => {
    report.current = onChange
  })

  const pick = (file: File | undefined) => {
    setImage(null)
    setView(CENTRED)
    report.current('')
    if (!file) return setProblem(null)
    if (file.size >= maxBytes) return setProblem({ tooLargeMb: Math.round(maxBytes / 1_000_000) })
    const url = URL.createObjectURL(file)
    const img = new Image()
    img.onload = () => {
      URL.revokeObjectURL(url)
      setProblem(null)
      setImage(img)
    }
    img.onerror = () => {
      URL.revokeObjectURL(url)
      setProblem('unreadable')
    }
    img.src = url
  }

  useEffect(() => {
    const target = canvas.current
    const context = target?.getContext('2d')
    if (!image || !target || !context) return
    const rect = cropRect({ width: image.naturalWidth, height: image.naturalHeight }, width / height, view)
    context.clearRect(0, 0, width, height)
    context.drawImage(image, rect.x, rect.y, rect.width, rect.height, 0, 0, width, height)
    report.current(target.toDataURL('image/png'))
  }, [image, view, width, height])

  return (
    <div className="flex flex-col gap-2" data-testid="image-cropper">
      <label htmlFor={inputId} className="text-sm">
        {t.file}
      </label>
      <input id={inputId} type="file" accept={ACCEPT} onChange={(e) => pick(e.target.files?.[0])} className="text-sm" />
      {problem && (
        <p role="alert" className="text-sm text-danger">
          {problem === 'unreadable' ? t.unreadable : t.tooLarge({ mb: formatNumber(problem.tooLargeMb) })}
        </p>
      )}
      <canvas
        ref={canvas}
        width={width}
        height={height}
        hidden={!image}
        aria-label={t.preview}
        role="img"
        data-testid="crop-preview"
        className={cn('w-full border border-line bg-surface-2', round ? 'mx-auto max-w-40 rounded-full' : 'rounded')}
      />
      {image && (
        <div className="flex flex-col gap-1">
          <Slider label={t.zoom} value={view.zoom} min={1} max={4} onChange={(zoom) => setView({ ...view, zoom })} />
          <Slider
            label={t.leftRight}
            value={view.panX}
            min={-1}
            max={1}
            onChange={(panX) => setView({ ...view, panX })}
          />
          <Slider label={t.upDown} value={view.panY} min={-1} max={1} onChange={(panY) => setView({ ...view, panY })} />
        </div>
      )}
    </div>
  )
}
