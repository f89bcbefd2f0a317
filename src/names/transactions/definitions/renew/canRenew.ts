import { i18n } from '@/lib/i18n/i18n'
import type { AbilityRule } from '../../../core/abilities'

const messages = i18n('names/transactions/definitions/renew/canRenew', {
  // After "Only the owner can".
  does: 'renew it',
  ownerRenews: 'Only the owner can renew it',
  lifetime: 'It never expires (a lifetime name)',
})

/** V3 names expire (timeExpires); V1/V2 are lifetime. Once expired anyone may take it over. */
export const canRenew = {
  does: () => messages.get().does,
  ownerOnly: false,
  allows: (f) => f.state === 'expired' || (f.manage && Boolean(f.record.timeExpires)),
  blocked: (f) => (f.record.timeExpires ? messages.get().ownerRenews : messages.get().lifetime),
} satisfies AbilityRule
