import { unitsToDecimal } from '@/lib/decimal'
import { formatAlgos } from '@/lib/money'
import type { NfdRecord } from '@/names/api/types'
import { useHoldings } from '@/names/hooks/useHoldings'
import { isVaultLocked } from '@/names/core/vaultLock'
import { AddressLink } from '@/names/ui/AddressLink'
import { EmptyState, ErrorState } from '@/names/ui/ErrorState'
import { NftThumb } from '@/names/assets/NftThumb'
import { LoadingRegion, Skeleton } from '@/ui/Skeleton'
import { Card } from './ProfileDetails'

/** What the name's vault (its app account) holds, read from algod: ALGO and each asset, NFTs with their picture. */
export function VaultSection({ record, vault }: { record: NfdRecord; vault: string }) {
  const holdings = useHoldings(vault)
  const locked = isVaultLocked(record)
  const data = holdings.data
  const held = data?.assets.filter((h) => h.amount > 0n)
  return (
    <Card title="Vault" id="vault-heading">
      <p className="mb-3 text-sm text-muted">
        <AddressLink address={vault} /> ·{' '}
        <span data-testid="vault-opt-ins">
          {locked ? 'Opt-ins locked: only the owner can add assets.' : 'Opt-ins open: anyone can send assets.'}
        </span>
      </p>
      {!data || !held ? (
        holdings.error ? (
          <ErrorState error={holdings.error} onRetry={() => void holdings.refetch()} compact />
        ) : (
          <LoadingRegion label="Loading the vault" className="space-y-2">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </LoadingRegion>
        )
      ) : (
        <ul className="divide-y divide-line" data-testid="vault-holdings">
          <li className="flex items-center justify-between gap-3 py-2" data-testid="vault-asset-0">
            <span className="font-medium">ALGO</span>
            <span className="font-mono tabular-nums">{formatAlgos(data.algo)}</span>
          </li>
          {held.map(({ asset, amount, nft }) => (
            <li
              key={String(asset.id)}
              className="flex items-center justify-between gap-3 py-2"
              data-testid={`vault-asset-${asset.id}`}
            >
              <span className="flex min-w-0 items-center gap-3">
                {nft && <NftThumb asset={asset} size={40} />}
                <span className="min-w-0">
                  <span className="block truncate font-medium">{asset.name || `Asset ${asset.id}`}</span>
                  <span className="block text-xs text-muted">
                    {asset.unitName ? `${asset.unitName} · ` : ''}
                    {nft ? 'NFT · ' : ''}
                    {String(asset.id)}
                  </span>
                </span>
              </span>
              <span className="font-mono tabular-nums">{unitsToDecimal(amount, asset.decimals, { group: true })}</span>
            </li>
          ))}
          {held.length === 0 && (
            <li className="py-2">
              <EmptyState title="No assets in the vault" />
            </li>
          )}
          {data.more > 0 && <li className="py-2 text-sm text-muted">and {data.more} more assets not shown</li>}
        </ul>
      )}
    </Card>
  )
}
