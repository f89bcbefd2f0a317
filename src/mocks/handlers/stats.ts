/** The mock's market in numbers, counted from the world: GET /nfd/totals and GET /nfd/segment/leaders. */
import { http, HttpResponse } from 'msw'
import { NETWORKS } from '@/config/networks'
import { apiBaseFor } from '@/names/api/http'
import type { NfdRecord } from '@/names/api/types'
import { analyticsWorld } from '../analyticsWorld'
import { toView } from '../views'
import { world } from '../world'

const API = apiBaseFor(NETWORKS.mock)
const DAY_MS = 86_400_000
const LEADERS = 10

/** Events of one kind in the last day, week, month and ever. */
function periods(times: readonly number[], now: number) {
  const within = (days: number) => times.filter((t) => now - t <= days * DAY_MS).length
  return { day: within(1), week: within(7), month: within(30), lifetime: times.length }
}

const eventTimes = (event: string) =>
  analyticsWorld(new URLSearchParams({ event })).map((r) => Date.parse(r.timestamp ?? ''))

const isSegment = (r: NfdRecord) => r.name.split('.').length > 2

function totals(now = Date.now()) {
  const names = [...world.names.values()]
  const segments = names.filter(isSegment)
  const versions: Record<string, number> = {}
  for (const r of names) {
    const major = (r.properties?.internal?.ver ?? '3').split('.')[0] ?? '3'
    versions[major] = (versions[major] ?? 0) + 1
  }
  return {
    total: names.length,
    totalSegments: segments.length,
    forSale: names.filter((r) => r.state === 'forSale').length,
    expiredTotal: names.filter((r) => r.state === 'expired').length,
    uniqueOwners: new Set(names.flatMap((r) => (r.owner ? [r.owner] : []))).size,
    mintedTotals: periods(eventTimes('minted'), now),
    soldTotals: periods(eventTimes('sold'), now),
    segmentTotals: periods(
      segments.map((r) => Date.parse(r.timeCreated ?? '')),
      now,
    ),
    contractTotals: { majorVersions: versions },
  }
}

/** Roots by their segment count, most first. */
function segmentLeaders(): NfdRecord[] {
  const count = (r: NfdRecord) => Number(r.properties?.internal?.segmentCount ?? 0)
  return [...world.names.values()]
    .filter((r) => !isSegment(r) && count(r) > 0)
    .sort((a, b) => count(b) - count(a) || a.name.localeCompare(b.name))
    .slice(0, LEADERS)
    .map((r) => toView(r, 'full'))
}

export const statsHandlers = [
  http.get(`${API}/nfd/totals`, () => HttpResponse.json(totals())),
  http.get(`${API}/nfd/segment/leaders`, () => HttpResponse.json(segmentLeaders())),
]
