import { i18n } from '@/lib/i18n/i18n'
import type { AbilityRule } from '../../../core/abilities'

const messages = i18n('names/transactions/definitions/cancelSale/canCancelSale', {
  // After "Only the owner can".
  does: 'cancel its sale',
  notListed: 'It is not listed for sale',
})

export const canCancelSale = {
  does: () => messages.get().does,
  ownerOnly: true,
  allows: (f) => f.isHolder && f.state === 'forSale',
  blocked: () => messages.get().notListed,
} satisfies AbilityRule
