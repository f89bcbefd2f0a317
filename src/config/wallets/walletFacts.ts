/**
 * The shape of a wallet's entry (all.ts holds every one): its facts, which the app
 * reads before any SDK loads, and the hosts its SDK reaches, which only the CSP reads (a separate
 * export, so the app's bundle does not carry them).
 *
 * The hosts are the SDKs' own, read from their source: a wildcard only where the SDK picks the
 * host at run time (a bridge named by the wallet's config file, or WalletConnect v1's random
 * `[a-z0-9].bridge.walletconnect.org` when that file cannot be read).
 */
import type { NetworkId } from '../ids'
import type { WalletId } from './all'

/** `Id` is a plain string only while all.ts lists the entries the wallet ids come from. */
export interface WalletFacts<Id extends string = WalletId> {
  id: Id
  name: string
  /** A data URI: shown before any SDK loads, without a network request. */
  icon: string
  /** The networks that offer it. */
  networks: readonly NetworkId[]
  /** Its session names one chain (WalletConnect): a network switch ends it. */
  chainBound?: boolean
}

/** Sources per CSP directive that a wallet's SDK needs once the user picks it. */
export interface WalletHosts {
  connect?: readonly string[]
  frame?: readonly string[]
  /** Sounds the SDK plays while it waits (exact files: never a whole shared host). */
  media?: readonly string[]
  style?: readonly string[]
  font?: readonly string[]
}

/** A small round badge with the wallet's initials, as a data URI. */
export function badge(initials: string, color: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="20" r="20" fill="${color}"/>` +
    `<text x="20" y="25" font-family="sans-serif" font-size="14" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

/** WalletConnect v1's default bridge becomes one of these when the wallet's own list is unreadable. */
export const V1_FALLBACK_BRIDGES = 'wss://*.bridge.walletconnect.org'
/** qr-code-styling reads the QR code's logo (a data: SVG) through XHR. */
export const QR_LOGO = 'data:'
export const GOOGLE_FONTS = { style: ['https://fonts.googleapis.com/css2'], font: ['https://fonts.gstatic.com'] }
