/**
 * A grid of the NFTs some accounts hold (the owner, linked accounts, the name's vault), each with
 * its picture; picking one hands up its id and picture. An NFT without a picture we may show
 * cannot be picked.
 */
import type { Holding } from '@/algod/holdings'
import { cn } from '@/lib/cn'
import { useHoldings } from '../../hooks/useHoldings'
import { useNftImage } from '../../assets/useNftImage'
import { Skeleton } from '../../../ui/Skeleton'

export interface NftPick {
  assetId: string
  url: string
}

function NftTile({
  holding,
  selected,
  onPick,
}: {
  holding: Holding
  selected: boolean
  onPick: (pick: NftPick) => void
}) {
  const { asset } = holding
  const image = useNftImage(asset)
  const label = `${asset.name ?? asset.unitName ?? 'Asset'} (${asset.id})`
  const url = image.data ?? null
  return (
    <li>
      <button
        type="button"
        aria-pressed={selected}
        disabled={!url}
        onClick={() => url && onPick({ assetId: String(asset.id), url })}
        className={cn(
          'flex w-full flex-col items-center gap-1 rounded border p-1 text-xs disabled:opacity-50',
          selected ? 'border-accent ring-2 ring-accent' : 'border-line',
        )}
        data-testid="nft-tile"
      >
        {url ? (
          <img src={url} alt="" className="aspect-square w-full rounded object-cover" loading="lazy" />
        ) : (
          <span className="flex aspect-square w-full items-center justify-center rounded bg-surface-2 text-muted">
            {image.isPending && image.fetchStatus !== 'idle' ? '…' : 'No picture'}
          </span>
        )}
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
  const holdings = useHoldings(holder.address)
  const nfts = holdings.data?.assets.filter((h) => h.nft && h.amount > 0n) ?? []
  return (
    <section aria-label={`NFTs of ${holder.label}`} className="flex flex-col gap-1">
      <h3 className="text-xs font-medium text-muted">{holder.label}</h3>
      {holdings.isPending && <Skeleton className="h-20 w-full" />}
      {holdings.isError && <p className="text-xs text-danger">The assets of this account could not be read.</p>}
      {holdings.data && nfts.length === 0 && <p className="text-xs text-muted">No NFTs here.</p>}
      {nfts.length > 0 && (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {nfts.map((holding) => (
            <NftTile
              key={String(holding.asset.id)}
              holding={holding}
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
