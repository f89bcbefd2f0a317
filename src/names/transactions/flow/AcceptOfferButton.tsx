/**
 * Accept on an offer received: shown only when the connected account may still sell the name
 * (its owner, the name not already listed), it opens the transaction dialog with the offer's
 * bidder and amount.
 */
import { lazy, Suspense, useState } from 'react'
import { Button } from '@/ui/Button'
import { useWallet } from '@/wallet/react'
import type { AnalyticEntry } from '../../api/analytics'
import type { NfdRecord, NfdView } from '../../api/types'
import { useName } from '../../hooks/useName'
import { offerValues } from '../definitions/acceptOffer/acceptOffer'
import { actionById } from '../registry'
import { useAbilities } from '../useAbilities'
import { useOfflineBlock } from './useOfflineBlock'
import { i18n } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'

const messages = i18n('names/transactions/flow/AcceptOfferButton', { accept: 'Accept' })

const TransactionDialog = lazy(() => import('./TransactionDialog'))

export function AcceptOfferButton({
  offer,
  view = 'brief',
}: {
  offer: AnalyticEntry
  /** The record's view: the profile has the full one, which says what the contract keeps of a sale. */
  view?: NfdView
}) {
  const t = useMessages(messages)
  const { activeAddress } = useWallet()
  const record = useName(offer.name, view)
  const abilities = useAbilities(offer.name, record.data ?? null)
  // The record as it was when opened: once accepted, the name is listed and Accept goes, the dialog stays.
  const [opened, setOpened] = useState<NfdRecord | null>(null)
  const offline = useOfflineBlock()
  const bidder = offer.buyer
  if (!activeAddress || !bidder) return null
  const offered = record.data && abilities.canAcceptOffer ? record.data : null
  if (!offered && !opened) return null
  return (
    <span className="flex justify-end">
      {offered && (
        <Button size="sm" onClick={() => setOpened(offered)} data-testid="accept-offer" {...offline}>
          {t.accept}
        </Button>
      )}
      <Suspense fallback={null}>
        {opened && (
          <TransactionDialog
            definition={actionById('acceptOffer')}
            name={offer.name}
            record={opened}
            sender={activeAddress}
            initialValues={offerValues(bidder, offer.price)}
            onClose={() => setOpened(null)}
          />
        )}
      </Suspense>
    </span>
  )
}
