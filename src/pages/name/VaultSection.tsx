import { formatUnits } from '@/lib/formatUnits'
import { formatAlgos } from '@/lib/money'
import type { NfdRecord } from '@/names/api/types'
import { useHoldings } from '@/names/hooks/useHoldings'
import { isVaultLocked } from '@/names/core/vaultLock'
import { AddressLink } from '@/names/ui/AddressLink'
import { EmptyState, ErrorState } from '@/names/ui/ErrorState'
import { NftThumb } from '@/names/ui/NftThumb'
import { LoadingRegion, Skeleton } from '@/ui/Skeleton'
import { count, i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import { formatNumber } from '@/lib/formatCount'
import { ALGO } from '@/names/transactions/payRequest'
import { Card } from './ProfileDetails'

const messages = i18n('pages/name/VaultSection', {
  title: 'Vault',
  locked: 'Opt-ins locked: only the owner can add assets.',
  open: 'Opt-ins open: anyone can send assets.',
  loading: 'Loading the vault',
  asset: params('Asset {id}'),
  nft: 'NFT',
  empty: 'No assets in the vault',
  more: params(count({ one: 'and {count} more asset not shown', other: 'and {count} more assets not shown' })),
})

/** What the name's vault (its app account) holds, read from algod: ALGO and each asset, NFTs with their picture. */
export function VaultSection({ record, vault }: { record: NfdRecord; vault: string }) {
  const holdings = useHoldings(vault)
  const locked = isVaultLocked(record)
  const data = holdings.data
  const held = data?.assets.filter((h) => h.amount > 0n)
  const t = useMessages(messages)
  return (
    <Card title={t.title} id="vault-heading">
      <p className="mb-3 text-sm text-muted">
        <AddressLink address={vault} /> · <span data-testid="vault-opt-ins">{locked ? t.locked : t.open}</span>
      </p>
      {!data || !held ? (
        holdings.error ? (
          <ErrorState error={holdings.error} onRetry={() => void holdings.refetch()} compact />
        ) : (
          <LoadingRegion label={t.loading} className="space-y-2">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </LoadingRegion>
        )
      ) : (
        <ul className="divide-y divide-line" data-testid="vault-holdings">
          <li className="flex items-center justify-between gap-3 py-2" data-testid="vault-asset-0">
            <span className="font-medium" translate="no">
              {ALGO.unit}
            </span>
            <span className="font-mono tabular-nums" translate="no">
              {formatAlgos(data.algo)}
            </span>
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
                  {asset.name ? (
                    <span className="block truncate font-medium" translate="no">
                      {asset.name}
                    </span>
                  ) : (
                    <span className="block truncate font-medium">{t.asset({ id: String(asset.id) })}</span>
                  )}
                  <span className="block text-xs text-muted">
                    {asset.unitName && <span translate="no">{asset.unitName} · </span>}
                    {nft && <>{t.nft} · </>}
                    <span translate="no">{String(asset.id)}</span>
                  </span>
                </span>
              </span>
              <span className="font-mono tabular-nums" translate="no">
                {formatUnits(amount, asset.decimals)}
              </span>
            </li>
          ))}
          {held.length === 0 && (
            <li className="py-2">
              <EmptyState title={t.empty} />
            </li>
          )}
          {data.more > 0 && (
            <li className="py-2 text-sm text-muted">{t.more({ count: formatNumber(data.more) })(data.more)}</li>
          )}
        </ul>
      )}
    </Card>
  )
}
