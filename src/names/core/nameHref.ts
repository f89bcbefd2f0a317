/**
 * The in-app link to a name's profile, or null for a name that must not become a link. Names
 * come from the API, so they are checked (the looser API rule) and encoded before they go in.
 */
import { isApiName } from './validation'

export function nameHref(name: string): string | null {
  return isApiName(name) ? `/name/${encodeURIComponent(name)}` : null
}
