/**
 * Names reserved for the connected account (gifts, and names minted for it), each with Claim:
 * the claim action in the transaction dialog, here. Once claimed the name leaves the inbox and
 * shows among the account's names. Hidden when there are none.
 */
import { useOfflineBlock } from '@/names/transactions/flow/useOfflineBlock'
import { lazy, Suspense, useState } from 'react'
import { useName } from '@/names/hooks/useName'
import { useSearch } from '@/names/hooks/useSearch'
import { actionById } from '@/names/transactions/registry'
import { NameGrid } from '@/names/cards/NameGrid'
import { Button } from '@/ui/Button'
import { i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'

const messages = i18n('pages/my-names/ClaimInbox', {
  title: 'Reserved for you: claim them',
  names: 'names reserved for you',
  empty: 'Nothing left to claim',
  claimName: params('Claim {name}'),
  claim: 'Claim',
})

const TransactionDialog = lazy(() => import('@/names/transactions/flow/TransactionDialog'))

/** The claim price reads the record's full view: the dialog opens once it is here. */
function ClaimDialog({ name, address, onClose }: { name: string; address: string; onClose: () => void }) {
  const record = useName(name, 'full')
  if (!record.data) return null
  return (
    <Suspense fallback={null}>
      <TransactionDialog
        definition={actionById('claim')}
        name={name}
        record={record.data}
        sender={address}
        onClose={onClose}
      />
    </Suspense>
  )
}

export function ClaimInbox({ address }: { address: string }) {
  const t = useMessages(messages)
  const reserved = useSearch({ reservedFor: address, state: ['reserved'], view: 'thumbnail', limit: 50 })
  const [claiming, setClaiming] = useState<string | null>(null)
  const offline = useOfflineBlock()
  // The dialog stays while it runs, even once its name has left the inbox.
  if (!claiming && !reserved.error && (reserved.data?.nfds.length ?? 0) === 0) return null
  return (
    <section className="space-y-3" aria-labelledby="claim-inbox-heading" data-testid="claim-inbox">
      <h2 id="claim-inbox-heading" className="text-lg font-semibold">
        {t.title}
      </h2>
      <NameGrid
        names={reserved.data?.nfds}
        error={reserved.error}
        onRetry={() => void reserved.refetch()}
        skeletonCount={2}
        label={t.names}
        empty={{ title: t.empty, body: '' }}
        cardAside={(record) => (
          <Button
            size="sm"
            className="mt-1"
            onClick={() => setClaiming(record.name)}
            {...offline}
            aria-label={t.claimName({ name: record.name })}
          >
            {t.claim}
          </Button>
        )}
      />
      {claiming && <ClaimDialog name={claiming} address={address} onClose={() => setClaiming(null)} />}
    </section>
  )
}
