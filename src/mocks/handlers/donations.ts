/**
 * The mock's badges and donations, counted from the world's gifts: GET /nfd/badges/{name},
 * GET /nfd/donations/{name}, GET /nfd/v2/donations/list (the names gifts went to) and
 * GET /nfd/v2/donations/leaders/{name}.
 */
import { http, HttpResponse } from 'msw'
import { NETWORKS } from '@/config/networks'
import { apiBaseFor } from '@/names/api/http'
import type { NfdRecord } from '@/names/api/types'
import type { Gift } from '../fixtures/donations'
import { toView } from '../views'
import { world } from '../world'
import { goaError } from './respond'

const API = apiBaseFor(NETWORKS.mock)
const ALGO = 1_000_000
/** A donor's badge for a cause: the largest tier its gifts reach, from the gift that reached it. */
const TIERS = [
  { tier: 'gold', algos: 100 },
  { tier: 'silver', algos: 25 },
  { tier: 'bronze', algos: 1 },
] as const

/** The accounts a name gives from: its owner and verified addresses. */
const accountsOf = (record: NfdRecord) => new Set([record.owner, ...(record.caAlgo ?? [])].filter(Boolean))
/** Where a cause receives: its deposit account, else its first verified address, else its owner. */
const receiverOf = (record: NfdRecord) => record.depositAccount ?? record.caAlgo?.[0] ?? record.owner ?? ''

function sumBy(gifts: readonly Gift[], key: (gift: Gift) => string) {
  const totals = new Map<string, number>()
  for (const gift of gifts) totals.set(key(gift), (totals.get(key(gift)) ?? 0) + gift.amount)
  return [...totals].map(([address, total]) => ({ address, total })).sort((a, b) => b.total - a.total)
}

const notFound = (name: string) => goaError(404, 'notFound', `${name} not found`)
const giftsFrom = (record: NfdRecord) => world.donations.filter((g) => accountsOf(record).has(g.donor))

function badgesOf(record: NfdRecord) {
  const byCause = new Map<string, Gift[]>()
  for (const gift of [...giftsFrom(record)].sort((a, b) => a.time.localeCompare(b.time)))
    byCause.set(gift.cause, [...(byCause.get(gift.cause) ?? []), gift])
  return [...byCause].flatMap(([cause, gifts]) => {
    let sum = 0
    const running = gifts.map((g) => ({ time: g.time, sum: (sum += g.amount) }))
    const reached = TIERS.find((t) => sum >= t.algos * ALGO)
    if (!reached) return []
    const earned = running.find((r) => r.sum >= reached.algos * ALGO)!.time
    return [
      {
        name: `${cause} donor`,
        tier: reached.tier,
        description: `Gave ${reached.algos} ALGO or more to ${cause}`,
        earned,
      },
    ]
  })
}

export const donationHandlers = [
  http.get(`${API}/nfd/badges/:name`, ({ params }) => {
    const record = world.names.get(String(params.name))
    if (!record) return notFound(String(params.name))
    const donations = badgesOf(record)
    // Like the service: a name without a badge is "not found" here.
    return donations.length > 0 ? HttpResponse.json({ donations }) : notFound(record.name)
  }),
  http.get(`${API}/nfd/donations/:name`, ({ params }) => {
    const record = world.names.get(String(params.name))
    const gifts = record ? giftsFrom(record) : []
    // And a name whose accounts gave nothing, too.
    if (!record || gifts.length === 0) return notFound(String(params.name))
    return HttpResponse.json(sumBy(gifts, (g) => receiverOf(world.names.get(g.cause) ?? record)))
  }),
  http.get(`${API}/nfd/v2/donations/list`, () => {
    const causes = [...new Set(world.donations.map((g) => g.cause))].sort()
    return HttpResponse.json(
      causes.flatMap((name) => {
        const record = world.names.get(name)
        return record ? [toView(record, 'full')] : []
      }),
    )
  }),
  http.get(`${API}/nfd/v2/donations/leaders/:name`, ({ params }) => {
    const name = String(params.name)
    const gifts = world.donations.filter((g) => g.cause === name)
    if (!world.names.has(name) || gifts.length === 0) return notFound(name)
    return HttpResponse.json(sumBy(gifts, (g) => g.donor))
  }),
]
