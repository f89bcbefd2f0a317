import { i18n, params } from '@/lib/i18n/i18n'
import type { AbilityRule } from '../../../core/abilities'

const messages = i18n('names/transactions/definitions/upgradeContract/canUpgrade', {
  // After "Only the owner can".
  does: 'upgrade its contract',
  current: 'The contract is current already',
  currentVersion: params('The contract is current already (version {version})'),
})

export const canUpgrade = {
  does: () => messages.get().does,
  ownerOnly: true,
  anyContract: true,
  allows: (f) => f.manage && f.upgradeStep !== null,
  blocked: (f) => (f.version ? messages.get().currentVersion({ version: f.version }) : messages.get().current),
} satisfies AbilityRule
