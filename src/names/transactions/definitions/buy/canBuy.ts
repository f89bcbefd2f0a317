import { i18n } from '@/lib/i18n/i18n'
import { abilityWords, type AbilityRule } from '../../../core/abilities'

const messages = i18n('names/transactions/definitions/buy/canBuy', {
  // After "Only the owner can".
  does: 'buy it',
  reserved: 'It is reserved for one buyer',
  notForSale: 'It is not for sale',
})

/**
 * A private sale (reservedFor) is for that one buyer only, who pays the claim price (the minting
 * kickoff already paid comes off): so it is a claim, not a purchase.
 */
export const canBuy = {
  does: () => messages.get().does,
  ownerOnly: false,
  allows: (f) => f.listed && !f.isHolder && !f.record.reservedFor,
  blocked: (f) => (f.isHolder ? abilityWords().yours : f.listed ? messages.get().reserved : messages.get().notForSale),
} satisfies AbilityRule
