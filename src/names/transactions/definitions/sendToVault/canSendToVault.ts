import { i18n } from '@/lib/i18n/i18n'
import { vaultBlocked, type AbilityRule } from '../../../core/abilities'

const messages = i18n('names/transactions/definitions/sendToVault/canSendToVault', {
  // After "Only the owner can".
  does: 'send to its vault',
})

/** Sending to a vault is open to anyone; the API refuses assets the vault cannot take. */
export const canSendToVault = {
  does: () => messages.get().does,
  ownerOnly: false,
  allows: (f) => f.live && f.hasVault,
  blocked: vaultBlocked,
} satisfies AbilityRule
