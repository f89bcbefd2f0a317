/**
 * The picture field of Set avatar / Set banner: an NFT from the grid of what the owner, linked
 * accounts and the vault hold, or an upload cropped to the slot's shape (the cropper is loaded
 * only when asked for). A cropped upload travels as a data URL in the field's value until parse
 * turns it into the bytes to upload; an NFT as its id and picture.
 */
import { i18n } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import { lazy, Suspense, useId, useState } from 'react'
import { IMAGE_SLOT_SIZE, IMAGE_UPLOAD_MAX_BYTES } from '@/config/constants'
import { Spinner } from '@/ui/Spinner'
import type { ActionValues, FieldSpec } from '../types'
import { NftPicker } from './NftPicker'

const messages = i18n('names/transactions/flow/ImageField', {
  nft: 'One of my NFTs',
  upload: 'Upload an image',
  source: 'Where the picture comes from',
  loading: 'Loading the cropper',
})

const ImageCropper = lazy(() => import('@/ui/ImageCropper').then((m) => ({ default: m.ImageCropper })))

type ImageSpec = Extract<FieldSpec, { kind: 'image' }>
type Source = 'nft' | 'upload'

const SOURCES: readonly Source[] = ['nft', 'upload']

export function ImageField({
  field,
  values,
  onChange,
}: {
  field: ImageSpec
  values: ActionValues
  onChange: (values: ActionValues) => void
}) {
  const t = useMessages(messages)
  const radioName = useId()
  const [source, setSource] = useState<Source>('nft')
  const size = IMAGE_SLOT_SIZE[field.slot]
  const set = (image: string, asset: string, assetUrl: string) =>
    onChange({ ...values, [field.key]: image, [`${field.key}Asset`]: asset, [`${field.key}AssetUrl`]: assetUrl })
  return (
    <fieldset className="flex flex-col gap-2 text-sm">
      <legend className="mb-1 font-medium">{field.label}</legend>
      <div className="flex gap-4" role="radiogroup" aria-label={t.source}>
        {SOURCES.map((option) => (
          <label key={option} className="flex items-center gap-1">
            <input
              type="radio"
              name={radioName}
              value={option}
              checked={source === option}
              onChange={() => {
                setSource(option)
                set('', '', '')
              }}
            />
            {t[option]}
          </label>
        ))}
      </div>
      {source === 'nft' ? (
        <NftPicker
          holders={field.holders}
          selected={values[`${field.key}Asset`] ?? ''}
          onPick={({ assetId, url }) => set('', assetId, url)}
        />
      ) : (
        <Suspense fallback={<Spinner label={t.loading} />}>
          <ImageCropper
            width={size.width}
            height={size.height}
            round={field.slot === 'avatar'}
            maxBytes={IMAGE_UPLOAD_MAX_BYTES}
            onChange={(dataUrl) => set(dataUrl, '', '')}
          />
        </Suspense>
      )}
    </fieldset>
  )
}
