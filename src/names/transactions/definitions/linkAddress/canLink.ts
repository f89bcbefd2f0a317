import { i18n } from '@/lib/i18n/i18n'
import type { AbilityRule } from '../../../core/abilities'

const messages = i18n('names/transactions/definitions/linkAddress/canLink', {
  // After "Only the owner can".
  does: 'link addresses',
})

export const canLink = {
  does: () => messages.get().does,
  ownerOnly: true,
  allows: (f) => f.manage,
} satisfies AbilityRule
