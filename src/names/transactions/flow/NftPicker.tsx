/**
 * A grid of the NFTs some accounts hold (the owner, linked accounts, the name's vault), each with
 * its picture; picking one hands up its id and picture. Only NFTs with a picture we may show are
 * tiles: an account with none says so in words.
 */
import { count, i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import type { Holding } from '@/algod/holdings'
import { cn } from '@/lib/cn'
import { formatNumber } from '@/lib/formatCount'
import { useHoldings } from '../../hooks/useHoldings'
import { useNftImages } from '../../hooks/useNftImage'
import { Skeleton } from '../../../ui/Skeleton'

const messages = i18n('names/transactions/flow/NftPicker', {
  asset: 'Asset',
  tile: params('{name} ({id})'),
  nftsOf: params('NFTs of {holder}'),
  unreadable: 'The assets of this account could not be read.',
  none: 'No NFTs here.',
  nonePictured: params(
    count({ one: 'Its one NFT has no picture to use.', other: 'None of its {n} NFTs has a picture to use.' }),
  ),
})

export interface NftPick {
  assetId: string
  url: string
}

function NftTile({
  holding,
  url,
  selected,
  onPick,
}: {
  holding: Holding
  url: string
  selected: boolean
  onPick: (pick: NftPick) => void
}) {
  const t = useMessages(messages)
  const { asset } = holding
  const label = t.tile({ name: asset.name ?? asset.unitName ?? t.asset, id: String(asset.id) })
  return (
    <li>
      <button
        type="button"
        aria-pressed={selected}
        onClick={() => onPick({ assetId: String(asset.id), url })}
        className={cn(
          'flex w-full flex-col items-center gap-1 rounded border p-1 text-xs',
          selected ? 'border-accent ring-2 ring-accent' : 'border-line',
        )}
        data-testid="nft-tile"
      >
        <img src={url} alt="" className="aspect-square w-full rounded object-cover" loading="lazy" />
        <span className="w-full truncate">{label}</span>
      </button>
    </li>
  )
}

function HolderNfts({
  holder,
  selected,
  onPick,
}: {
  holder: { address: string; label: string }
  selected: string
  onPick: (pick: NftPick) => void
}) {
  const t = useMessages(messages)
  const holdings = useHoldings(holder.address)
  const nfts = holdings.data?.assets.filter((h) => h.nft && h.amount > 0n) ?? []
  const images = useNftImages(nfts.map((h) => h.asset))
  const reading = images.some((image) => image.isPending && image.fetchStatus !== 'idle')
  const pictured = nfts.flatMap((holding, i) => {
    const url = images[i]?.data
    return url ? [{ holding, url }] : []
  })
  return (
    <section aria-label={t.nftsOf({ holder: holder.label })} className="flex flex-col gap-1">
      <h3 className="text-xs font-medium text-muted">{holder.label}</h3>
      {holdings.isPending && <Skeleton className="h-20 w-full" />}
      {holdings.isError && <p className="text-xs text-danger">{t.unreadable}</p>}
      {holdings.data && nfts.length === 0 && <p className="text-xs text-muted">{t.none}</p>}
      {nfts.length > 0 && pictured.length === 0 && !reading && (
        <p className="text-xs text-muted" data-testid="nft-none-pictured">
          {t.nonePictured({ n: formatNumber(nfts.length) })(nfts.length)}
        </p>
      )}
      {reading && <Skeleton className="h-20 w-full" />}
      {pictured.length > 0 && (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {pictured.map(({ holding, url }) => (
            <NftTile
              key={String(holding.asset.id)}
              holding={holding}
              url={url}
              selected={selected === String(holding.asset.id)}
              onPick={onPick}
            />
          ))}
        </ul>
      )}
    </section>
  )
}

export function NftPicker({
  holders,
  selected,
  onPick,
}: {
  holders: readonly { address: string; label: string }[]
  /** The picked asset id, '' for none. */
  selected: string
  onPick: (pick: NftPick) => void
}) {
  return (
    <div className="flex max-h-72 flex-col gap-3 overflow-y-auto" data-testid="nft-picker">
      {holders.map((holder) => (
        <HolderNfts key={holder.address} holder={holder} selected={selected} onPick={onPick} />
      ))}
    </div>
  )
}
