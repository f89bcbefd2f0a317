import { formatDateTime } from './formatDate'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/**
 * How long ago something happened, as a person says it: "just now", "3 minutes ago",
 * "about 2 hours ago"; past a day, the date and time. A moment in the future reads "just now".
 */
export function sinceInWords(at: number, now: number): string {
  const elapsed = now - at
  if (elapsed < MINUTE) return 'just now'
  if (elapsed < HOUR) {
    const minutes = Math.floor(elapsed / MINUTE)
    return `${minutes} minute${minutes === 1 ? '' : 's'} ago`
  }
  if (elapsed < 24 * HOUR) {
    const hours = Math.round(elapsed / HOUR)
    return `about ${hours} hour${hours === 1 ? '' : 's'} ago`
  }
  return `on ${formatDateTime(at)}`
}
