import { useState } from 'react'
import type { AssetInfo } from '@/algod/asset'
import { cn } from '@/lib/cn'
import { useNftImage } from '../hooks/useNftImage'
import { i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'

const messages = i18n('names/ui/NftThumb', { asset: params('asset {id}') })

/** An NFT's picture (from its URL, ARC-3 or ARC-19 metadata), or a neutral tile when it has none. */
export function NftThumb({ asset, size = 48, className }: { asset: AssetInfo; size?: number; className?: string }) {
  const t = useMessages(messages)
  const image = useNftImage(asset)
  const [failed, setFailed] = useState<string | null>(null)
  const url = image.data
  const box = cn('shrink-0 overflow-hidden rounded-md bg-surface-2', className)
  const label = asset.name || asset.unitName || t.asset({ id: String(asset.id) })
  if (url && failed !== url)
    return (
      <img
        src={url}
        alt={label}
        // An NFT's own name: data, not words to translate.
        translate="no"
        width={size}
        height={size}
        style={{ width: size, height: size }}
        className={cn(box, 'object-cover')}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(url)}
      />
    )
  return <span className={box} style={{ width: size, height: size }} aria-hidden="true" />
}
