import { i18n } from '@/lib/i18n/i18n'
import type { AbilityRule } from '../../../core/abilities'

const messages = i18n('names/transactions/definitions/claim/canClaim', {
  // After "Only the owner can".
  does: 'claim it',
  notReservedForYou: 'It is not reserved for you',
})

export const canClaim = {
  does: () => messages.get().does,
  ownerOnly: false,
  allows: (f) => (f.state === 'reserved' || f.listed) && f.reservedForMe && !f.isHolder,
  blocked: () => messages.get().notReservedForYou,
} satisfies AbilityRule
