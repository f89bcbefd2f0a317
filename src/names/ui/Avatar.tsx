import { useState } from 'react'
import { env } from '@/config/env'
import { cx } from '@/lib/cx'
import { firstGrapheme } from '@/lib/firstGrapheme'
import { i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import { imageUrl } from '../core/imageUrl'

const messages = i18n('names/ui/Avatar', { avatar: params('{name} avatar') })

export interface AvatarProps {
  name: string
  /** The record's avatar value: ipfs://CID, an http(s) URL, or nothing. */
  src?: string | null
  /** Rendered size in px; the box is fixed so nothing moves when the image arrives. */
  size?: number
  /** Adds (place, border); it does not override the round clipped box: classes are joined, not merged. */
  className?: string
  /** Above the fold (the profile's own avatar): load eagerly. */
  priority?: boolean
}

const PALETTE = [
  'from-indigo-500 to-fuchsia-500',
  'from-emerald-500 to-cyan-600',
  'from-amber-500 to-rose-600',
  'from-sky-500 to-indigo-600',
  'from-fuchsia-500 to-orange-500',
]

/** A stable colour per name, so a name without an image is still recognisable. */
function paletteFor(name: string): string {
  let hash = 0
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return PALETTE[hash % PALETTE.length] ?? PALETTE[0]!
}

export function Avatar({ name, src, size = 48, className, priority = false }: AvatarProps) {
  const t = useMessages(messages)
  const url = imageUrl(src, env.imageGateway)
  const [failedUrl, setFailedUrl] = useState<string | null>(null)
  const box = cx('shrink-0 overflow-hidden rounded-full', className)
  if (url && failedUrl !== url) {
    return (
      <img
        src={url}
        alt={t.avatar({ name })}
        width={size}
        height={size}
        style={{ width: size, height: size }}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        className={cx(box, 'bg-surface-2 object-cover')}
        onError={() => setFailedUrl(url)}
        data-testid="avatar-image"
      />
    )
  }
  return (
    <span
      role="img"
      aria-label={t.avatar({ name })}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.42) }}
      className={cx(
        box,
        'inline-flex items-center justify-center bg-gradient-to-br font-semibold text-white',
        paletteFor(name),
      )}
      data-testid="avatar-placeholder"
    >
      <span aria-hidden="true">{(firstGrapheme(name) || '?').toUpperCase()}</span>
    </span>
  )
}
