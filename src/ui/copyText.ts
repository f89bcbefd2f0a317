/** Copies text to the clipboard and says so in a toast; `what` names it ("Link", "Address"). */
import { logger } from '@/lib/logger'
import { notify } from './notify'

export async function copyText(text: string, what: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text)
    notify.success(`${what} copied`)
  } catch (error) {
    logger.warn(`Copying the ${what.toLowerCase()} failed`, error)
    notify.error(`Could not copy the ${what.toLowerCase()}`)
  }
}
