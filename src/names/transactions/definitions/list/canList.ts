import { i18n } from '@/lib/i18n/i18n'
import type { AbilityRule } from '../../../core/abilities'

const messages = i18n('names/transactions/definitions/list/canList', {
  // After "Only the owner can".
  does: 'list it',
  listedAlready: 'It is listed already: cancel the sale to change it',
})

export const canList = {
  does: () => messages.get().does,
  ownerOnly: true,
  allows: (f) => f.isHolder && f.state === 'owned',
  blocked: () => messages.get().listedAlready,
} satisfies AbilityRule
