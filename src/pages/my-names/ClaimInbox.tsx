/**
 * Names reserved for the connected account (gifts, and names minted for it): each card opens
 * the name, where Claim is its main action. Hidden when there are none.
 */
import { useSearch } from '@/names/hooks/useSearch'
import { NameGrid } from '@/names/ui/NameGrid'

export function ClaimInbox({ address }: { address: string }) {
  const reserved = useSearch({ reservedFor: address, state: ['reserved'], view: 'thumbnail', limit: 50 })
  if (!reserved.error && (reserved.data?.nfds.length ?? 0) === 0) return null
  return (
    <section className="space-y-3" aria-labelledby="claim-inbox-heading" data-testid="claim-inbox">
      <h2 id="claim-inbox-heading" className="text-lg font-semibold">
        Reserved for you: open one to claim it
      </h2>
      <NameGrid
        names={reserved.data?.nfds}
        error={reserved.error}
        onRetry={() => void reserved.refetch()}
        skeletonCount={2}
        label="names reserved for you"
        empty={{ title: 'Nothing to claim', body: '' }}
      />
    </section>
  )
}
