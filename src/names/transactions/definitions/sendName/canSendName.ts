import { i18n } from '@/lib/i18n/i18n'
import { abilityWords, type AbilityRule } from '../../../core/abilities'

const messages = i18n('names/transactions/definitions/sendName/canSendName', {
  // After "Only the owner can".
  does: 'send it',
})

/** A gift is a sale at 0 reserved for the recipient: only a name that is not listed. */
export const canSendName = {
  does: () => messages.get().does,
  ownerOnly: true,
  allows: (f) => f.isHolder && f.state === 'owned',
  blocked: () => abilityWords().listed,
} satisfies AbilityRule
