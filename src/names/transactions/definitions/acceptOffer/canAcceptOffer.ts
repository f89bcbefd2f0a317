import { i18n } from '@/lib/i18n/i18n'
import { abilityWords, type AbilityRule } from '../../../core/abilities'

const messages = i18n('names/transactions/definitions/acceptOffer/canAcceptOffer', {
  // After "Only the owner can".
  does: 'accept an offer',
})

/** Accepting lists the name for the bidder: only a name not listed already. */
export const canAcceptOffer = {
  does: () => messages.get().does,
  ownerOnly: true,
  allows: (f) => f.isHolder && f.state === 'owned',
  blocked: () => abilityWords().listed,
} satisfies AbilityRule
