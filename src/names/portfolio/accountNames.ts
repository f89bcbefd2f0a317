/**
 * "My names" across accounts, pure: which addresses to ask about (the wallet's accounts, then the
 * addresses their names verify as linked, bounded), and the answers grouped by owner with each
 * name once, then filtered by account and text.
 */
import type { NfdRecord } from '@/names/api/types'

/** Linked addresses looked up beyond the wallet's own accounts: each one costs a query. */
const MAX_LINKED_ADDRESSES = 20

export interface AccountNames {
  address: string
  /** An address linked to one of the wallet's names, not an account of the wallet. */
  linked: boolean
  nfds: NfdRecord[]
}

/** The verified linked addresses of these names that are not already known, first seen first, at most `max`. */
export function linkedAddressesOf(
  records: readonly NfdRecord[],
  known: readonly string[],
  max = MAX_LINKED_ADDRESSES,
): string[] {
  const seen = new Set(known)
  const found: string[] = []
  for (const record of records) {
    for (const address of record.caAlgo ?? []) {
      if (found.length >= max) return found
      if (seen.has(address)) continue
      seen.add(address)
      found.push(address)
    }
  }
  return found
}

/**
 * One group per address asked, in the order asked; a name found by several queries appears
 * once, under its owner (or the first address that found it when the owner is not asked).
 */
export function groupByAccount(
  answers: readonly { address: string; linked: boolean; nfds: readonly NfdRecord[] }[],
): AccountNames[] {
  const asked = new Set(answers.map((answer) => answer.address))
  const placed = new Set<string>()
  const groups = answers.map(({ address, linked }) => ({ address, linked, nfds: [] as NfdRecord[] }))
  const byAddress = new Map(groups.map((group) => [group.address, group]))
  answers.forEach((answer, index) => {
    for (const record of answer.nfds) {
      if (placed.has(record.name)) continue
      placed.add(record.name)
      const home = record.owner && asked.has(record.owner) ? byAddress.get(record.owner)! : groups[index]!
      home.nfds.push(record)
    }
  })
  return groups
}

export interface AccountFilter {
  /** An address, or '' for every account. */
  account: string
  /** Part of a name, case-insensitive; '' for any. */
  text: string
}

export function filterAccounts(groups: readonly AccountNames[], { account, text }: AccountFilter): AccountNames[] {
  const needle = text.trim().toLowerCase()
  return groups
    .filter((group) => !account || group.address === account)
    .map((group) => ({ ...group, nfds: needle ? group.nfds.filter((r) => r.name.includes(needle)) : group.nfds }))
}

/** The connected wallets' accounts, the active one first, each once. */
export function walletAddresses(
  active: string | null,
  wallets: readonly { isConnected: boolean; accounts: readonly { address: string }[] }[],
): string[] {
  const all = wallets.filter((w) => w.isConnected).flatMap((w) => w.accounts.map((a) => a.address))
  return [...new Set([...(active ? [active] : []), ...all])]
}
