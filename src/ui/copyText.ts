/** Copies text to the clipboard and says so in a toast; `what` names it ("Link", "Address"). */
import { i18n } from '@/lib/i18n/i18n'
import { logger } from '@/lib/logger'
import { notify } from './notify'

// Whole sentences per thing copied: other languages agree the words with the thing's gender.
const messages = i18n('ui/copyText', {
  linkCopied: 'Link copied',
  linkFailed: 'Could not copy the link',
  addressCopied: 'Address copied',
  addressFailed: 'Could not copy the address',
})

export type CopiedThing = 'Link' | 'Address'

export async function copyText(text: string, what: CopiedThing): Promise<void> {
  const t = messages.get()
  try {
    await navigator.clipboard.writeText(text)
    notify.success(what === 'Link' ? t.linkCopied : t.addressCopied)
  } catch (error) {
    logger.warn(`Copying the ${what.toLowerCase()} failed`, error)
    notify.error(what === 'Link' ? t.linkFailed : t.addressFailed)
  }
}
