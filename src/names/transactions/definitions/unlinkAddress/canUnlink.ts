import { i18n } from '@/lib/i18n/i18n'
import { abilityWords, type AbilityRule } from '../../../core/abilities'

const messages = i18n('names/transactions/definitions/unlinkAddress/canUnlink', {
  // After "Only the owner can".
  does: 'unlink addresses',
})

export const canUnlink = {
  does: () => messages.get().does,
  ownerOnly: true,
  allows: (f) => f.manage && f.hasLinks,
  blocked: () => abilityWords().noLinks,
} satisfies AbilityRule
