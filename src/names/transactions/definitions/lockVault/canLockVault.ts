import { i18n } from '@/lib/i18n/i18n'
import { abilityWords, type AbilityRule } from '../../../core/abilities'

const messages = i18n('names/transactions/definitions/lockVault/canLockVault', {
  // After "Only the owner can".
  does: 'lock its vault',
})

export const canLockVault = {
  does: () => messages.get().does,
  ownerOnly: true,
  allows: (f) => f.manage && f.hasVault,
  blocked: () => abilityWords().noVault,
} satisfies AbilityRule
