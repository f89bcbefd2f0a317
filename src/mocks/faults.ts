/**
 * Faults on demand for tests: make matching requests slow or never answer (hang), fail with
 * 500, 429 or any API error (refuse), answer with a broken body, fail as if offline, answer with
 * wrongly typed fields (badField) or one malformed record in a list (badRecord), answer records
 * from a cache that only nocache=true gets past, like the API's CDN (cached), or (writes) answer
 * with a tampered transaction group (tamper). The first handler of the mock network consults
 * them (handlers/faultHandler.ts); the write handlers consult the tampering. A congested network
 * (congested) stands while the fault does: algod suggests a fee per byte (and a minimum fee) and
 * the service builds its groups at that fee. Two more stand while set: skipClearing (the service
 * builds a sale without clearing the profile first, which the mock contract, like the real one,
 * refuses while data remains) and simulateDivert (the simulated name's asset goes to another
 * account). A `refuse` of algod answers algod's error (status 404: a node without
 * simulate). In the browser they can be set before the app
 * loads (localStorage "mockFaults").
 */
import { algodServerFor } from '@/algod/client'
import { NETWORKS } from '@/config/networks'
import { apiBaseFor } from '@/names/api/http'
import { setCongestion } from './congestion'
import type { Tampering } from './tamperGroup'

type FaultKind =
  | 'slow'
  | 'hang'
  | '500'
  | '429'
  | 'malformed'
  | 'offline'
  | 'badField'
  | 'badRecord'
  | 'cached'
  | 'refuse'
  | 'tamper'
  | 'congested'
  | 'skipClearing'
  | 'simulateDivert'

export interface Fault {
  kind: FaultKind
  /** Which service; default both. */
  target?: 'api' | 'algod' | 'any'
  /** A substring of the path, or a regular expression written as "/.../". Default: every path. */
  path?: string
  method?: string
  /** slow: how long (default 3000 ms) */
  delayMs?: number
  /** 429: the wait the reply asks for (default 2 s) */
  secsRemaining?: number
  /** badField: merged into the answered record (or a list's first record); properties merge by key. */
  fields?: Record<string, unknown>
  /** badRecord: added at the head of a list answer (an array, or `nfds` of a search). */
  record?: unknown
  /** refuse: the API's error with this status and goa name (e.g. 413 tooManyTransactions); algod's error, of algod. */
  status?: number
  code?: string
  /** refuse: the fields in goa-attribute-* headers only, no body (as some answers are). */
  headersOnly?: boolean
  /** Only the next N matching requests (default: until cleared). */
  times?: number
  /** tamper: how the write's group is changed (see tamperGroup.ts). */
  tampering?: Tampering
  /** congested: µALGO a byte algod suggests (default 10) and its minimum fee (default 1000). */
  feePerByte?: number
  minFee?: number
}

const faults: Fault[] = []
/** Faults that answer no request: they change how the mock builds or simulates while they stand. */
const STANDING = new Set<FaultKind>(['congested', 'skipClearing', 'simulateDivert'])
/** What the 'cached' fault has served, by path and view: the API's CDN as the client meets it. */
export const cdn = new Map<string, { status: number; body: string }>()

export function setFault(fault: Fault): void {
  faults.push({ ...fault })
  // The latest congestion stands until the faults are cleared.
  if (fault.kind === 'congested') setCongestion(fault)
}

export function clearFaults(): void {
  faults.length = 0
  cdn.clear()
  setCongestion()
}

export function activeFaults(): readonly Fault[] {
  return faults
}

function targetOf(url: URL): 'api' | 'algod' | null {
  if (url.origin === new URL(apiBaseFor(NETWORKS.mock)).origin) return 'api'
  if (url.origin === new URL(algodServerFor(NETWORKS.mock).server).origin) return 'algod'
  return null
}

function pathMatches(pattern: string | undefined, path: string): boolean {
  if (!pattern) return true
  if (pattern.length > 2 && pattern.startsWith('/') && pattern.endsWith('/'))
    return new RegExp(pattern.slice(1, -1)).test(path)
  return path.includes(pattern)
}

/** The fault for this request, if any (consuming one of its `times`). A congestion answers no request. */
export function takeFault(request: Request, tampering = false): { fault: Fault; target: 'api' | 'algod' } | null {
  const url = new URL(request.url)
  const target = targetOf(url)
  if (!target) return null
  const index = faults.findIndex(
    (f) =>
      !STANDING.has(f.kind) &&
      (f.kind === 'tamper') === tampering &&
      (f.target ?? 'any') !== (target === 'api' ? 'algod' : 'api') &&
      (!f.method || f.method.toUpperCase() === request.method) &&
      pathMatches(f.path, url.pathname + url.search),
  )
  const fault = faults[index]
  if (!fault) return null
  if (fault.times !== undefined) {
    fault.times -= 1
    if (fault.times <= 0) faults.splice(index, 1)
  }
  return { fault, target }
}

/** The tampering a write's group gets, if a 'tamper' fault matches this request. */
export function takeTampering(request: Request): Tampering | null {
  return takeFault(request, true)?.fault.tampering ?? null
}
