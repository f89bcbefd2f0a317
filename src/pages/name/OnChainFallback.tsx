import { useOnChainName } from '@/names/hooks/useOnChainName'
import { AddressLink } from '@/names/ui/AddressLink'
import { Skeleton } from '@/ui/Skeleton'

/**
 * When the name service fails, what the chain itself says about the name (owner and verified
 * address), labelled as such. It adds to the error state; it never replaces the Retry.
 */
export function OnChainFallback({ name }: { name: string }) {
  const chain = useOnChainName(name)
  if (chain.isError) return null
  return (
    <section
      className="rounded-2xl border border-line bg-surface p-4 text-sm"
      aria-label="From the chain"
      data-testid="on-chain"
    >
      <p className="mb-2 font-semibold">What the chain says</p>
      {chain.data === undefined ? (
        <Skeleton className="h-5 w-64 max-w-full" />
      ) : chain.data === null ? (
        <p>{name} is not registered on chain: it looks available.</p>
      ) : chain.data.appName !== name ? (
        <p>The chain’s record for {name} does not check out; it is not shown.</p>
      ) : (
        <ul className="space-y-1">
          {chain.data.owner && (
            <li className="flex flex-wrap items-center gap-2">
              Owner <AddressLink address={chain.data.owner} />
            </li>
          )}
          {chain.data.verifiedAddress && (
            <li className="flex flex-wrap items-center gap-2">
              Verified address <AddressLink address={chain.data.verifiedAddress} />
            </li>
          )}
        </ul>
      )}
    </section>
  )
}
