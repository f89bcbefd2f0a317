/**
 * The mock name-service API over the mock world. Reads honour views, filters and paging;
 * writes answer with real algosdk groups (see ../groups.ts) like the real service.
 */
import { http, HttpResponse, matchRequestUrl } from 'msw'
import { NETWORKS } from '@/config/networks'
import { isValidAddress } from '@/lib/address'
import { apiBaseFor } from '@/names/api/http'
import type { LookupView, NFDActivity, NfdRecord } from '@/names/api/types'
import { quote } from '../pricing'
import { analyticsWorld } from '../analyticsWorld'
import { searchWorld } from '../searchWorld'
import { toView } from '../views'
import { world } from '../world'
import { verifyRequestById, waitingVerifyRequest } from '../verifyRequests'
import type * as Writes from '../writes'
import { takeTampering } from '../faults'
import { goaError } from './respond'

const API = apiBaseFor(NETWORKS.mock)
const VIEWS: readonly LookupView[] = ['tiny', 'thumbnail', 'brief', 'full']

function viewOf(q: URLSearchParams, fallback: LookupView, allowed: readonly LookupView[] = VIEWS): LookupView | null {
  const view = (q.get('view') ?? fallback) as LookupView
  return allowed.includes(view) ? view : null
}

const badView = () => goaError(400, 'invalidAddress', 'view must be one of tiny, thumbnail, brief, full')

function limitOf(q: URLSearchParams, fallback: number, max: number): number | null {
  const limit = Number(q.get('limit') ?? fallback)
  return Number.isInteger(limit) && limit >= 1 && limit <= max ? limit : null
}

function byNameOrId(nameOrId: string): NfdRecord | undefined {
  if (/^\d+$/.test(nameOrId)) return [...world.names.values()].find((r) => String(r.appID) === nameOrId)
  return world.names.get(nameOrId)
}

/** The name whose verified (or, if allowed, unverified) addresses include `address`; a chosen primary first. */
function primaryOf(address: string, allowUnverified: boolean): NfdRecord | undefined {
  const chosen = world.primaryNames.get(address)
  const records = [...world.names.values()]
  const linked = (r: NfdRecord) =>
    (r.caAlgo ?? []).includes(address) || (allowUnverified && (r.unverifiedCaAlgo ?? []).includes(address))
  const chosenRecord = chosen ? world.names.get(chosen) : undefined
  if (chosenRecord && linked(chosenRecord)) return chosenRecord
  return records.filter(linked).sort((a, b) => (a.appID ?? 0) - (b.appID ?? 0))[0]
}

async function bodyOf<T>(request: Request): Promise<T | null> {
  try {
    return (await request.json()) as T
  } catch {
    return null
  }
}

/** The write side builds real algosdk groups: loaded at the first write, so reads never wait for algosdk. */
const writeSide = () => Promise.all([import('../writes'), import('../groups')])

/** Runs a write route of ../writes.ts: its failure as a goa error, its group as the API's doubly encoded body. */
async function write(request: Request): Promise<Response | undefined> {
  if (request.method !== 'POST' && request.method !== 'PATCH') return undefined
  const [writes, { issueGroup }] = await writeSide()
  const url = new URL(request.url)
  for (const route of writes.WRITE_ROUTES) {
    const match = route.method === request.method ? matchRequestUrl(url, `${API}${route.path}`) : null
    if (!match?.matches) continue
    const body = await bodyOf<object>(request)
    if (!body || typeof body !== 'object') return goaError(400, 'bad_request', 'request body must be a JSON object')
    try {
      const { planned, apply } = route.act(body, String(match.params?.name ?? ''))
      return HttpResponse.json(issueGroup(planned, apply, takeTampering(request)), { status: route.status })
    } catch (error) {
      if (error instanceof writes.MockFailure) return goaError(error.status, error.code, error.message)
      throw error
    }
  }
  return undefined
}

export const apiHandlers = [
  http.get(`${API}/nfd/lookup`, ({ request }) => {
    const q = new URL(request.url).searchParams
    const addresses = q.getAll('address')
    const view = viewOf(q, 'tiny')
    if (!view) return badView()
    if (addresses.length < 1 || addresses.length > 20)
      return goaError(400, 'invalidAddress', 'address must be given 1 to 20 times')
    const bad = addresses.find((a) => !isValidAddress(a))
    if (bad) return goaError(400, 'invalidAddress', `${bad} is not a valid Algorand address`)
    const allowUnverified = q.get('allowUnverified') === 'true'
    const found: Record<string, NfdRecord> = {}
    for (const address of addresses) {
      const record = primaryOf(address, allowUnverified)
      if (record) found[address] = toView(record, view)
    }
    if (Object.keys(found).length === 0)
      return goaError(404, 'notFound', 'no NFDs found for the given addresses', { headersOnly: true })
    return HttpResponse.json(found)
  }),

  http.get(`${API}/nfd/v2/search`, ({ request }) => {
    const q = new URL(request.url).searchParams
    const view = viewOf(q, 'brief')
    const limit = limitOf(q, 50, 200)
    if (!view) return badView()
    if (limit === null) return goaError(400, 'invalidAddress', 'limit must be 1 to 200')
    const offset = Math.max(0, Number(q.get('offset') ?? 0) || 0)
    try {
      const all = searchWorld(q)
      return HttpResponse.json({
        nfds: all.slice(offset, offset + limit).map((r) => toView(r, view)),
        total: all.length,
      })
    } catch (error) {
      return goaError(400, 'invalidAddress', (error as Error).message)
    }
  }),

  http.get(`${API}/nfd/browse`, ({ request }) => {
    const q = new URL(request.url).searchParams
    const view = viewOf(q, 'brief', ['tiny', 'brief', 'full'])
    const limit = limitOf(q, 50, 200)
    if (!view) return badView()
    if (limit === null) return goaError(400, 'invalidAddress', 'limit must be 1 to 200')
    const offset = Math.max(0, Number(q.get('offset') ?? 0) || 0)
    try {
      return HttpResponse.json(
        searchWorld(q)
          .slice(offset, offset + limit)
          .map((r) => toView(r, view)),
      )
    } catch (error) {
      return goaError(400, 'invalidAddress', (error as Error).message)
    }
  }),

  http.get(`${API}/nfd/activity`, ({ request }) => {
    const q = new URL(request.url).searchParams
    const names = q.getAll('name')
    const limit = limitOf(q, 10, 50)
    if (names.length < 1 || names.length > 20)
      return goaError(400, 'invalidAddress', 'name must be given 1 to 20 times')
    if (limit === null) return goaError(400, 'invalidAddress', 'limit must be 1 to 50')
    const afterTime = Date.parse(q.get('afterTime') ?? '') || 0
    const sign = q.get('sort') === 'timeAsc' ? 1 : -1
    const result: NFDActivity[] = names.flatMap((name) =>
      world.activity
        .filter((a) => a.name === name && Date.parse(a.timeChanged) > afterTime)
        .sort((a, b) => sign * (Date.parse(a.timeChanged) - Date.parse(b.timeChanged)))
        .slice(0, limit),
    )
    return HttpResponse.json(result)
  }),

  http.get(`${API}/nfd/analytics`, ({ request }) => {
    const q = new URL(request.url).searchParams
    const limit = limitOf(q, 50, 200)
    if (limit === null) return goaError(400, 'invalidAddress', 'limit must be 1 to 200')
    const offset = Math.max(0, Number(q.get('offset') ?? 0) || 0)
    try {
      const all = analyticsWorld(q)
      return HttpResponse.json({ total: all.length, results: all.slice(offset, offset + limit) })
    } catch (error) {
      return goaError(400, 'invalidAddress', (error as Error).message)
    }
  }),

  http.get(`${API}/nfd/getQuote/:name`, ({ request, params }) => {
    const name = String(params.name)
    const buyer = new URL(request.url).searchParams.get('buyer')
    if (!isValidAddress(buyer)) return goaError(400, 'invalidAddress', 'buyer is not a valid Algorand address')
    if (!/^([a-z0-9]{1,27}\.)?[a-z0-9]{1,27}\.algo$/.test(name))
      return goaError(404, 'notFound', `${name} is not a valid name`)
    const root = world.names.get(name.split('.').slice(1).join('.'))
    return HttpResponse.json(quote(name, buyer, world.names.get(name), root))
  }),

  http.get(`${API}/nfd/suggest/:name`, ({ request, params }) => {
    const q = new URL(request.url).searchParams
    const raw = String(params.name)
    if (!isValidAddress(q.get('buyer'))) return goaError(400, 'invalidAddress', 'buyer is not a valid Algorand address')
    if (!/^([a-z0-9]{1,27}\.)?[a-z0-9]{1,27}(\.algo)?$/.test(raw))
      return goaError(400, 'invalidAddress', 'name must match the regexp')
    const view = viewOf(q, 'brief', ['brief', 'full'])
    const limit = limitOf(q, 20, 40)
    if (!view || limit === null) return goaError(400, 'invalidAddress', 'bad view or limit')
    const base = raw.replace(/\.algo$/, '')
    const candidates = [base, `${base}1`, `${base}app`, `the${base}`, `${base}dao`, `my${base}`, `${base}x`]
      .filter((c) => c.length <= 27 || c.includes('.'))
      .map((c) => `${c}.algo`)
    const records = candidates.map((name) => {
      const existing = world.names.get(name)
      return existing ? toView(existing, view) : { name, state: 'available' as const }
    })
    return HttpResponse.json(records.slice(0, limit))
  }),

  http.get(`${API}/nfd/:nameOrID`, ({ request, params }) => {
    const q = new URL(request.url).searchParams
    const view = viewOf(q, 'brief', ['tiny', 'brief', 'full'])
    if (!view) return badView()
    const nameOrId = String(params.nameOrID)
    if (!/^(.+\.algo)|(\d+)$/.test(nameOrId)) return goaError(400, 'invalidAddress', 'name must end in .algo')
    const record = byNameOrId(nameOrId)
    if (!record) {
      return q.get('poll') === 'true'
        ? new HttpResponse(null, { status: 204 })
        : goaError(404, 'notFound', `${nameOrId} not found`)
    }
    return HttpResponse.json(toView(record, view))
  }),

  http.post(`${API}/nfd/mint`, async ({ request }) => {
    const body = await bodyOf<Parameters<typeof Writes.mint>[0]>(request)
    if (!body) return goaError(400, 'bad_request', 'request body must be a JSON object')
    const [writes, { issueGroup }] = await writeSide()
    try {
      const result = writes.mint(body)
      if (result === 'exists') {
        const headers: Record<string, string> = {
          'goa-attribute-name': 'alreadyExists',
          'goa-attribute-message': `${body.name} already exists`,
        }
        return new HttpResponse(null, { status: 204, headers })
      }
      return HttpResponse.json(issueGroup(result.planned, result.apply, takeTampering(request)), { status: 201 })
    } catch (error) {
      if (error instanceof writes.MockFailure) return goaError(error.status, error.code, error.message)
      throw error
    }
  }),
  // The image comes as multipart form data, its one file part being the picture.
  http.post(`${API}/nfd/updateImage/:name/:sender/:which`, async ({ request, params }) => {
    let file: FormDataEntryValue | undefined
    try {
      file = [...(await request.formData()).values()].find((value) => typeof value !== 'string')
    } catch {
      file = undefined
    }
    if (!file || typeof file === 'string') return goaError(400, 'bad_request', 'the request must carry an image file')
    const image = { type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) }
    const [writes, { issueGroup }] = await writeSide()
    try {
      const { planned, apply } = writes.updateImage(String(params.name), params.sender, String(params.which), image)
      return HttpResponse.json(issueGroup(planned, apply, takeTampering(request)))
    } catch (error) {
      if (error instanceof writes.MockFailure) return goaError(error.status, error.code, error.message)
      throw error
    }
  }),
  http.post(`${API}/nfd/verify/request`, async ({ request }) => {
    const body = await bodyOf<{ name?: string; sender?: string; fieldToVerify?: string }>(request)
    const record = body?.name ? world.names.get(body.name) : undefined
    if (!body || !record) return goaError(404, 'notFound', 'name not found')
    if (record.owner !== body.sender) return goaError(400, 'invalidAddress', 'sender is not the owner')
    if (
      !['blueskydid', 'twitter', 'github', 'domain', 'email', 'avatar', 'banner'].includes(body.fieldToVerify ?? '')
    ) {
      return goaError(400, 'invalidAddress', 'field to verify in incorrect format')
    }
    // Only a value on the profile (or one verified before) can be verified.
    const field = body.fieldToVerify as string
    const props = record.properties
    if (!props?.userDefined?.[field]?.trim() && !props?.verified?.[field]?.trim())
      return goaError(400, 'invalidAddress', 'field to verify in incorrect format')
    if (waitingVerifyRequest(world, record.name, field))
      return goaError(400, 'invalidAddress', 'name/nfd already has a verify request outstanding')
    world.counter += 1
    const id = `verify-${world.counter}`
    // An e-mail gets a code by e-mail, never in the reply; the other fields a text to post.
    const challenge =
      field === 'email' ? String(100_000 + world.counter * 7919).slice(-6) : `nfd-mock-challenge-${world.counter}`
    const requestedAt = Date.now()
    world.verifyRequests.set(id, { id, name: record.name, sender: record.owner ?? '', field, challenge, requestedAt })
    return HttpResponse.json({ id, challenge: field === 'email' ? '' : challenge, validated: false })
  }),

  http.post(`${API}/nfd/verify/confirm/:id`, async ({ request, params }) => {
    const pending = verifyRequestById(world, String(params.id))
    if (!pending) return goaError(404, 'notFound', 'verify request not found')
    const body = await bodyOf<{ challenge?: string }>(request)
    // A wrong e-mail code is an answer, not an error: the request stands for another try.
    if (pending.field === 'email' && body?.challenge !== pending.challenge)
      return HttpResponse.json({ confirmed: false })
    if (body?.challenge !== pending.challenge) return goaError(400, 'invalidAddress', 'error in verification of field')
    world.verifyRequests.delete(pending.id)
    const record = world.names.get(pending.name)
    if (record) {
      const props = (record.properties ??= {})
      const value = props.userDefined?.[pending.field] ?? props.verified?.[pending.field] ?? ''
      props.verified = { ...props.verified, [pending.field]: value }
    }
    return HttpResponse.json({ confirmed: true })
  }),
  // Every other write: its route in ../writes.ts (WRITE_ROUTES), matched once that code has loaded.
  http.all(`${API}/nfd/*`, ({ request }) => write(request)),
]
