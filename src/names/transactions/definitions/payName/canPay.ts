import { i18n } from '@/lib/i18n/i18n'
import type { AbilityRule } from '../../../core/abilities'

const messages = i18n('names/transactions/definitions/payName/canPay', {
  // After "Only the owner can".
  does: 'pay it',
  blocked: 'Only a name someone holds (not listed, reserved or expired) takes payments',
})

/** Anyone may pay a name that someone holds (not listed, reserved or expired). */
export const canPay = {
  does: () => messages.get().does,
  ownerOnly: false,
  allows: (f) => f.state === 'owned',
  blocked: () => messages.get().blocked,
} satisfies AbilityRule
