import { i18n } from '@/lib/i18n/i18n'
import type { AbilityRule } from '../../../core/abilities'

const messages = i18n('names/transactions/definitions/setSegments/canSetSegments', {
  // After "Only the owner can".
  does: 'set its segments',
  rootOnly: 'Only a root name (one word before .algo) has segments',
})

/** Only a root has segments. */
export const canSetSegments = {
  does: () => messages.get().does,
  ownerOnly: true,
  allows: (f) => f.manage && !f.record.parentAppID && (f.record.name ?? f.name).split('.').length === 2,
  blocked: () => messages.get().rootOnly,
} satisfies AbilityRule
