import { i18n } from '@/lib/i18n/i18n'
import { vaultBlocked, type AbilityRule } from '../../../core/abilities'
import { isVaultLocked } from '../../../core/vaultLock'

const messages = i18n('names/transactions/definitions/optInVault/canOptInVault', {
  // After "Only the owner can".
  does: 'opt its vault in',
  vaultLocked: 'The owner locked the vault to opt-ins',
})

export const canOptInVault = {
  does: () => messages.get().does,
  ownerOnly: false,
  allows: (f) => f.live && f.hasVault && (f.isHolder || !isVaultLocked(f.record)),
  blocked: (f) => (f.live && f.hasVault ? messages.get().vaultLocked : vaultBlocked(f)),
} satisfies AbilityRule
