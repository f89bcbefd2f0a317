import { NameSearch } from './NameSearch'

/** The compact search box the header shows on every page but home. */
export function HeaderSearch() {
  return <NameSearch compact />
}
