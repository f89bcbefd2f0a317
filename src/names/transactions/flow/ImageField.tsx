/**
 * The picture field of Set avatar / Set banner: an upload cropped to the slot's shape (the
 * cropper is loaded only when this field shows). The cropped image travels as a data URL in
 * the field's value until parse turns it into the bytes to upload.
 */
import { lazy, Suspense } from 'react'
import { IMAGE_SLOT_SIZE, IMAGE_UPLOAD_MAX_BYTES } from '@/config/constants'
import { Spinner } from '@/ui/Spinner'
import type { ActionValues, FieldSpec } from '../types'

const ImageCropper = lazy(() => import('@/ui/ImageCropper').then((m) => ({ default: m.ImageCropper })))

type ImageSpec = Extract<FieldSpec, { kind: 'image' }>

export function ImageField({
  field,
  values,
  onChange,
}: {
  field: ImageSpec
  values: ActionValues
  onChange: (values: ActionValues) => void
}) {
  const size = IMAGE_SLOT_SIZE[field.slot]
  const uploaded = (dataUrl: string) =>
    onChange({ ...values, [field.key]: dataUrl, [`${field.key}Asset`]: '', [`${field.key}AssetUrl`]: '' })
  return (
    <fieldset className="flex flex-col gap-2 text-sm">
      <legend className="mb-1 font-medium">{field.label}</legend>
      <Suspense fallback={<Spinner label="Loading the cropper" />}>
        <ImageCropper
          width={size.width}
          height={size.height}
          round={field.slot === 'avatar'}
          maxBytes={IMAGE_UPLOAD_MAX_BYTES}
          onChange={uploaded}
        />
      </Suspense>
    </fieldset>
  )
}
