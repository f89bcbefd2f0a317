import { useOnChainName } from '@/names/hooks/useOnChainName'
import { AddressLink } from '@/names/ui/AddressLink'
import { Skeleton } from '@/ui/Skeleton'
import { i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'

const messages = i18n('pages/name/OnChainFallback', {
  label: 'From the chain',
  title: 'What the chain says',
  notRegistered: params('{name} is not registered on chain: it looks available.'),
  mismatch: params('The chain’s record for {name} does not check out; it is not shown.'),
  owner: 'Owner',
  verified: 'Verified address',
})

/**
 * When the name service fails, what the chain itself says about the name (owner and verified
 * address), labelled as such. It adds to the error state; it never replaces the Retry.
 */
export function OnChainFallback({ name }: { name: string }) {
  const chain = useOnChainName(name)
  const t = useMessages(messages)
  if (chain.isError) return null
  return (
    <section
      className="rounded-2xl border border-line bg-surface p-4 text-sm"
      aria-label={t.label}
      data-testid="on-chain"
    >
      <p className="mb-2 font-semibold">{t.title}</p>
      {chain.data === undefined ? (
        <Skeleton className="h-5 w-64 max-w-full" />
      ) : chain.data === null ? (
        <p>{t.notRegistered({ name })}</p>
      ) : chain.data.appName !== name ? (
        <p>{t.mismatch({ name })}</p>
      ) : (
        <ul className="space-y-1">
          {chain.data.owner && (
            <li className="flex flex-wrap items-center gap-2">
              {t.owner} <AddressLink address={chain.data.owner} />
            </li>
          )}
          {chain.data.verifiedAddress && (
            <li className="flex flex-wrap items-center gap-2">
              {t.verified} <AddressLink address={chain.data.verifiedAddress} />
            </li>
          )}
        </ul>
      )}
    </section>
  )
}
