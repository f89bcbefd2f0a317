import { i18n } from '@/lib/i18n/i18n'
import { abilityWords, type AbilityRule } from '../../../core/abilities'

const messages = i18n('names/transactions/definitions/sendFromVault/canSendFromVault', {
  // After "Only the owner can".
  does: 'send from its vault',
})

/** What is in the vault is the owner's alone to move or to open to airdrops. */
export const canSendFromVault = {
  does: () => messages.get().does,
  ownerOnly: true,
  allows: (f) => f.manage && f.hasVault,
  blocked: () => abilityWords().noVault,
} satisfies AbilityRule
