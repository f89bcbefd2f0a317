import { i18n } from '@/lib/i18n/i18n'
import { abilityWords, type AbilityRule } from '../../../core/abilities'

const messages = i18n('names/transactions/definitions/offer/canOffer', {
  // After "Only the owner can".
  does: 'make an offer',
  offersToOwned: 'Offers go to an owned name, not listed',
})

export const canOffer = {
  does: () => messages.get().does,
  ownerOnly: false,
  allows: (f) => f.state === 'owned' && !f.isHolder,
  blocked: (f) => (f.isHolder ? abilityWords().yours : messages.get().offersToOwned),
} satisfies AbilityRule
