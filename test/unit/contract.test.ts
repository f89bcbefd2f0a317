/**
 * The contract test: every API fixture and every reply of the mock API handlers must validate
 * against the real service's description (../shared/api/openapi3.yaml), so the mocks cannot
 * drift from the service the app talks to in production.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import Ajv, { type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import { parse } from 'yaml'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { NETWORKS } from '@/config/networks'
import { apiBaseFor, errorFromResponse } from '@/names/api/http'
import { getActivity } from '@/names/api/activity'
import { getAnalytics } from '@/names/api/analytics'
import { analyticRecord } from '@/names/api/schemas/analyticRecord'
import { markFresh } from '@/names/api/freshReads'
import { getName } from '@/names/api/getName'
import { getQuote } from '@/names/api/getQuote'
import { addLinkedAddresses, setPrimaryAddress } from '@/names/api/links'
import { lookupAddresses } from '@/names/api/lookupAddresses'
import { mintName } from '@/names/api/mint'
import { purchaseName } from '@/names/api/purchase'
import { renewName } from '@/names/api/renew'
import { offerForSale, postOfferToOwner, rescindOffer } from '@/names/api/sale'
import { browseNames, searchNames } from '@/names/api/search'
import { suggestNames } from '@/names/api/suggest'
import { updateProperties } from '@/names/api/update'
import { getSegmentLeaders, getTotals } from '@/names/api/stats'
import { getBadges, getDonationCauses, getDonationsGiven, getDonors } from '@/names/api/donations'
import { sendToVault } from '@/names/api/vault'
import { fetchOwnedNames } from '@/names/hooks/useOwnedNames'
import { offersBy } from '@/names/offers/useOffersMade'
import { DEFAULT_MARKETPLACE_FILTERS, marketplaceSearchParams } from '@/names/search/marketplaceFilters'
import { server } from '@/mocks/node'
import { NFD_RECORD_FIELDS, parseNfdRecord } from '@/names/api/schemas/nfdRecord'
import { OTHER_ACCOUNT, TEST_ACCOUNT, THIRD_ACCOUNT } from '@/mocks/accounts'
import { setFault } from '@/mocks/faults'
import { buildAnalyticsFixtures } from '@/mocks/fixtures/analytics'
import { buildOffersMadeFixtures } from '@/mocks/fixtures/offersMade'
import { buildActivityFixtures, buildNameFixtures } from '@/mocks/fixtures/names'
import { generateWorld } from '@/mocks/fixtures/generatedWorld'
import { MOCK_SEEDS } from '@/mocks/mockNetworks'
import { withMockNetwork } from '@/testing/mockNetwork'
import { world } from '@/mocks/world'
import { toView } from '@/mocks/views'

type Json = Record<string, unknown>
// jsdom's URL may not be file:-aware; resolve against this file's path explicitly.
const specPath = fileURLToPath(
  new URL('../../../shared/api/openapi3.yaml', pathToFileURL(fileURLToPath(import.meta.url))),
)
const spec = parse(readFileSync(specPath, 'utf8')) as { paths: Record<string, Record<string, Json>>; components: Json }

/** OpenAPI 3.0 schema -> JSON Schema: drop examples, map nullable, point refs at the document. */
function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema)
  if (typeof node !== 'object' || node === null) return node
  const out: Json = {}
  for (const [key, value] of Object.entries(node as Json)) {
    if (key === 'example' || key === 'examples') continue
    if (key === '$ref' && typeof value === 'string') out.$ref = value.replace(/^#/, 'nfd-api#')
    else out[key] = toJsonSchema(value)
  }
  if (out.nullable === true && typeof out.type === 'string') out.type = [out.type, 'null']
  delete out.nullable
  return out
}

const ajv = new Ajv({ allErrors: true, strict: false })
addFormats(ajv)
ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isInteger(n) })
ajv.addFormat('double', { type: 'number', validate: () => true })
ajv.addSchema({ $id: 'nfd-api', components: toJsonSchema(spec.components) })

const validators = new Map<string, ValidateFunction>()
function compiled(key: string, schema: unknown): ValidateFunction {
  let validate = validators.get(key)
  if (!validate) {
    validate = ajv.compile(toJsonSchema(schema) as object)
    validators.set(key, validate)
  }
  return validate
}

const componentValidator = (name: string) => compiled(name, { $ref: `#/components/schemas/${name}` })

function expectValid(validate: ValidateFunction, value: unknown, what: string): void {
  const ok = validate(value)
  expect(ok, `${what}: ${ajv.errorsText(validate.errors)}`).toBe(true)
}

function operation(path: string, method: string): Json {
  const op = spec.paths[path]?.[method]
  if (!op) throw new Error(`${method.toUpperCase()} ${path} is not in openapi3.yaml`)
  return op
}

function responseSchema(path: string, method: string, status: number, contentType: string): unknown {
  const responses = operation(path, method).responses as Record<string, Json>
  const response = responses[String(status)]
  if (!response) throw new Error(`${method.toUpperCase()} ${path} does not document status ${status}`)
  const content = response.content as Record<string, { schema?: unknown }> | undefined
  if (!content) return null
  const media = content[contentType.split(';')[0]?.trim() ?? '']
  if (!media) throw new Error(`${method.toUpperCase()} ${path} ${status} does not document ${contentType}`)
  return media.schema ?? {}
}

const API = apiBaseFor(NETWORKS.mock)
const TEST = TEST_ACCOUNT.address
const OTHER = OTHER_ACCOUNT.address

interface Case {
  /** the path template as written in openapi3.yaml */
  path: string
  method?: 'get' | 'post' | 'patch'
  url: string
  body?: unknown
  status: number
}

const reads: Case[] = [
  { path: '/nfd/{nameOrID}', url: '/nfd/alice.algo?view=tiny', status: 200 },
  { path: '/nfd/{nameOrID}', url: '/nfd/alice.algo?view=brief', status: 200 },
  { path: '/nfd/{nameOrID}', url: '/nfd/alice.algo?view=full', status: 200 },
  { path: '/nfd/{nameOrID}', url: '/nfd/xss.algo?view=full', status: 200 },
  { path: '/nfd/{nameOrID}', url: '/nfd/910011', status: 200 },
  { path: '/nfd/{nameOrID}', url: '/nfd/not-minted-yet.algo', status: 404 },
  { path: '/nfd/{nameOrID}', url: '/nfd/not-minted-yet.algo?poll=true', status: 204 },
  { path: '/nfd/{nameOrID}', url: '/nfd/alice.algo?view=huge', status: 400 },
  { path: '/nfd/lookup', url: `/nfd/lookup?address=${TEST}&address=${OTHER}&view=thumbnail`, status: 200 },
  { path: '/nfd/lookup', url: `/nfd/lookup?address=${TEST}&view=full`, status: 200 },
  { path: '/nfd/lookup', url: `/nfd/lookup?address=${THIRD_ACCOUNT.address}&allowUnverified=true`, status: 200 },
  { path: '/nfd/v2/search', url: `/nfd/v2/search?owner=${TEST}&state=owned&state=forSale&state=expired`, status: 200 },
  { path: '/nfd/v2/search', url: '/nfd/v2/search?state=forSale&sort=priceAsc&view=thumbnail', status: 200 },
  { path: '/nfd/v2/search', url: '/nfd/v2/search?parentAppID=910001&view=full&limit=1&offset=1', status: 200 },
  { path: '/nfd/v2/search', url: '/nfd/v2/search?prefix=zzzz', status: 200 },
  { path: '/nfd/v2/search', url: '/nfd/v2/search?limit=0', status: 400 },
  { path: '/nfd/browse', url: '/nfd/browse?state=forSale&view=tiny', status: 200 },
  { path: '/nfd/activity', url: '/nfd/activity?name=alice.algo&name=xss.algo&sort=timeAsc', status: 200 },
  { path: '/nfd/getQuote/{name}', url: `/nfd/getQuote/zzz.algo?buyer=${TEST}`, status: 200 },
  { path: '/nfd/getQuote/{name}', url: `/nfd/getQuote/expired.algo?buyer=${TEST}`, status: 200 },
  { path: '/nfd/getQuote/{name}', url: `/nfd/getQuote/seg.alice.algo?buyer=${TEST}`, status: 200 },
  { path: '/nfd/getQuote/{name}', url: '/nfd/getQuote/zzz.algo?buyer=nope', status: 400 },
  { path: '/nfd/suggest/{name}', url: `/nfd/suggest/alice?buyer=${TEST}`, status: 200 },
  { path: '/nfd/analytics', url: '/nfd/analytics?name=market.algo&event=minted&event=sold', status: 200 },
  { path: '/nfd/analytics', url: '/nfd/analytics?event=sold&excludeNFDAsSeller=true&includeOwner=true', status: 200 },
  { path: '/nfd/analytics', url: `/nfd/analytics?event=postedOffer&seller=${TEST}&sort=priceDesc`, status: 200 },
  {
    path: '/nfd/analytics',
    url: `/nfd/analytics?event=postedOffer&event=escrowedOffer&buyer=${TEST}&includeOwner=true&limit=20&offset=0`,
    status: 200,
  },
  { path: '/nfd/analytics', url: '/nfd/analytics?limit=500', status: 400 },
  { path: '/nfd/totals', url: '/nfd/totals', status: 200 },
  { path: '/nfd/segment/leaders', url: '/nfd/segment/leaders', status: 200 },
  { path: '/nfd/badges/{name}', url: '/nfd/badges/alice.algo', status: 200 },
  // A name with no badge or gift yet: the service answers 404, which the app reads as none.
  { path: '/nfd/badges/{name}', url: '/nfd/badges/bob.algo', status: 404 },
  { path: '/nfd/badges/{name}', url: '/nfd/badges/nothere.algo', status: 404 },
  { path: '/nfd/donations/{name}', url: '/nfd/donations/alice.algo', status: 200 },
  { path: '/nfd/donations/{name}', url: '/nfd/donations/bob.algo', status: 404 },
  { path: '/nfd/v2/donations/list', url: '/nfd/v2/donations/list', status: 200 },
  { path: '/nfd/v2/donations/leaders/{name}', url: '/nfd/v2/donations/leaders/bob.algo', status: 200 },
  { path: '/nfd/v2/donations/leaders/{name}', url: '/nfd/v2/donations/leaders/alice.algo', status: 404 },
  { path: '/nfd/analytics', url: '/nfd/analytics?sort=nameAsc', status: 400 },
]

/** A write case: `template` as in the yaml, `name` fills its {name}. */
function w(template: string, name: string, body: unknown, status: number, method: 'post' | 'patch' = 'post'): Case {
  return { path: template, method, url: template.replace('{name}', name), body, status }
}

const writes: Case[] = [
  w('/nfd/mint', '', { name: 'brandnew.algo', buyer: TEST, years: 2 }, 201),
  w('/nfd/mint', '', { name: 'forbob.algo', buyer: TEST, reservedFor: OTHER }, 201),
  w('/nfd/mint', '', { name: 'alice.algo', buyer: TEST }, 204),
  w('/nfd/purchase/{name}', 'forsale.algo', { buyer: TEST, offer: 50_000_000 }, 200),
  w('/nfd/purchase/{name}', 'gift.algo', { buyer: TEST, offer: 5_000_000 }, 200),
  w('/nfd/purchase/{name}', 'nothere.algo', { buyer: TEST, offer: 1 }, 404),
  w('/nfd/offer/{name}', 'alice.algo', { sender: TEST, offer: 77_000_000 }, 200),
  w('/nfd/offer/{name}', 'bob.algo', { sender: TEST, offer: 1 }, 400),
  w('/nfd/offer/{name}', 'alice.algo', { sender: TEST, offer: 0, reservedFor: OTHER }, 200),
  w('/nfd/offer/{name}', 'alice.algo', { sender: TEST, offer: 0 }, 400),
  w('/nfd/rescindOffer/{name}', 'cheap.algo', { sender: TEST }, 200),
  w('/nfd/postOfferToOwner/{name}', 'bob.algo', { sender: TEST, offer: 5_000_000, note: 'Would you sell?' }, 200),
  w('/nfd/renew', '', { name: 'soon.algo', buyer: TEST, years: 1 }, 201),
  w(
    '/nfd/update/{name}',
    'alice.algo',
    { sender: TEST, properties: { userDefined: { bio: 'new', url: '' }, verified: { twitter: '' } } },
    202,
    'patch',
  ),
  w(
    '/nfd/update/{name}',
    'alice.algo',
    { sender: TEST, properties: { verified: { twitter: 'someone_else' } } },
    403,
    'patch',
  ),
  w('/nfd/links/addAddress/{name}', 'alice.algo', { sender: TEST, address: [OTHER] }, 202),
  w('/nfd/links/removeAddress/{name}', 'alice.algo', { sender: TEST, address: [TEST] }, 202),
  w('/nfd/links/removeAddress/{name}', 'alice.algo', { sender: TEST, address: [OTHER] }, 400),
  w('/nfd/contract/upgrade/{name}', 'alice.algo', { sender: TEST }, 403),
  w('/nfd/segment/lock/{name}', 'alice.algo', { sender: TEST, lock: false, sellAmount: 750 }, 200),
  w('/nfd/segment/lock/{name}', 'alice.algo', { sender: TEST, lock: true, sellAmount: 0 }, 200),
  w('/nfd/segment/lock/{name}', 'alice.algo', { sender: TEST, lock: false, sellAmount: 0 }, 400),
  w('/nfd/v3/contract/upgrade/{name}', 'alice.algo', { sender: TEST }, 403),
  w('/nfd/links/setPrimaryAddress/{name}', 'alice.algo', { sender: TEST, address: TEST }, 202),
  w('/nfd/links/setPrimaryNFD/{name}', 'pay.alice.algo', { sender: TEST, address: TEST }, 202),
  w('/nfd/vault/sendTo/{name}', 'bob.algo', { sender: TEST, assets: [0], amount: 1_000_000, optInOnly: false }, 200),
  w(
    '/nfd/vault/sendFrom/{name}',
    'alice.algo',
    {
      sender: TEST,
      assets: [10458941],
      receiver: TEST,
      receiverType: 'account',
      amount: 2_500_000,
      amountStr: '2500000',
    },
    200,
  ),
  w('/nfd/vault/sendFrom/{name}', 'bob.algo', { sender: TEST, assets: [0], receiver: TEST, amount: 1 }, 400),
  w('/nfd/vault/lock/{name}', 'alice.algo', { sender: TEST, lock: false }, 200),
  w('/nfd/vault/lock/{name}', 'bob.algo', { sender: TEST, lock: true }, 400),
  w('/nfd/verify/request', '', { name: 'alice.algo', sender: TEST, fieldToVerify: 'twitter' }, 200),
]

async function call({ method = 'get', url, body }: Case): Promise<Response> {
  const init: RequestInit = { method: method.toUpperCase() }
  if (body !== undefined) {
    init.body = JSON.stringify(body)
    init.headers = { 'Content-Type': 'application/json' }
  }
  return fetch(`${API}${url}`, init)
}

async function expectReplyMatchesSpec(c: Case, response: Response): Promise<void> {
  const method = c.method ?? 'get'
  const what = `${method.toUpperCase()} ${c.url} -> ${response.status}`
  expect(response.status, what).toBe(c.status)
  const schema = responseSchema(c.path, method, response.status, response.headers.get('content-type') ?? '')
  const text = await response.text()
  if (schema === null) {
    expect(text, `${what} should have no body`).toBe('')
    return
  }
  expectValid(
    compiled(`${c.path} ${method} ${response.status} ${JSON.stringify(schema)}`, schema),
    JSON.parse(text),
    what,
  )
}

withMockNetwork()

describe('fixtures against openapi3.yaml', () => {
  const now = Date.now()
  const records = buildNameFixtures(now)

  it.each(records.map((r) => [r.name, r] as const))('%s validates as NfdRecord in every view', (_name, record) => {
    const validate = componentValidator('NfdRecord')
    for (const view of ['tiny', 'thumbnail', 'brief', 'full'] as const) {
      expectValid(validate, toView(record, view), `${record.name} (${view})`)
    }
  })

  it('validates every activity fixture as NFDActivity', () => {
    const validate = componentValidator('NFDActivity')
    for (const activity of buildActivityFixtures(now)) expectValid(validate, activity, activity.name)
  })

  it('validates every analytics fixture as NFDAnalyticRecord, by the yaml and by the schema its type comes from', () => {
    const validate = componentValidator('NFDAnalyticRecord')
    for (const record of [...buildAnalyticsFixtures(now), ...buildOffersMadeFixtures(now)]) {
      expectValid(validate, record, record.data?.name ?? '?')
      expect(v.safeParse(analyticRecord, record).issues, record.data?.name).toBeUndefined()
    }
    // The schema is no rubber stamp either.
    expect(v.safeParse(analyticRecord, { data: { event: 'stolen' } }).success).toBe(false)
  })

  it('rejects a broken record (the validator is not a rubber stamp)', () => {
    const validate = componentValidator('NfdRecord')
    const [first] = records
    expect(validate({ ...first, state: 'sold' })).toBe(false)
    expect(validate({ ...first, owner: 'not-an-address' })).toBe(false)
    expect(validate({ ...first, appID: '910001' })).toBe(false)
    const { name: _name, ...nameless } = first as unknown as Json
    expect(validate(nameless)).toBe(false)
  })
})

describe.each(Object.entries(MOCK_SEEDS))('the generated market of %s against openapi3.yaml', (_network, seed) => {
  const generated = generateWorld(seed, Date.now())

  it('validates every record as NfdRecord in every view', () => {
    const validate = componentValidator('NfdRecord')
    for (const record of generated.names)
      for (const view of ['tiny', 'thumbnail', 'brief', 'full'] as const)
        expectValid(validate, toView(record, view), `${record.name} (${view})`)
  })

  it('validates every activity as NFDActivity and every event as NFDAnalyticRecord', () => {
    for (const activity of generated.activity) expectValid(componentValidator('NFDActivity'), activity, activity.name)
    for (const event of generated.analytics)
      expectValid(componentValidator('NFDAnalyticRecord'), event, event.data?.name ?? '?')
  })
})

describe('mock API replies against openapi3.yaml', () => {
  it.each(reads.map((c) => [c.url, c] as const))('GET %s', async (_url, c) => {
    await expectReplyMatchesSpec(c, await call(c))
  })

  it('an old contract: changes answer upgradeRequired; each upgrade step answers a group', async () => {
    world.names.get('soon.algo')!.properties!.internal!.ver = '2.5'
    for (const c of [
      w('/nfd/update/{name}', 'soon.algo', { sender: TEST, properties: { userDefined: { bio: 'x' } } }, 403, 'patch'),
      w('/nfd/v3/contract/upgrade/{name}', 'soon.algo', { sender: TEST }, 403),
      w('/nfd/contract/upgrade/{name}', 'soon.algo', { sender: TEST }, 200),
    ])
      await expectReplyMatchesSpec(c, await call(c))
    world.names.get('soon.algo')!.properties!.internal!.ver = '2.11'
    const v3 = w('/nfd/v3/contract/upgrade/{name}', 'soon.algo', { sender: TEST }, 200)
    await expectReplyMatchesSpec(v3, await call(v3))
  })

  it.each(writes.map((c) => [`${c.method?.toUpperCase()} ${c.url} (${c.status})`, c] as const))('%s', async (_l, c) => {
    const requestSchema = (operation(c.path, c.method ?? 'get').requestBody as Json | undefined)?.content as
      Record<string, { schema: unknown }> | undefined
    const bodySchema = requestSchema?.['application/json']?.schema
    if (bodySchema && c.status < 300)
      expectValid(compiled(`req ${c.path} ${c.method}`, bodySchema), c.body, `request of ${c.url}`)
    await expectReplyMatchesSpec(c, await call(c))
  })

  it('confirms a verification with the challenge it issued', async () => {
    const request = await call(writes.find((c) => c.path === '/nfd/verify/request') as Case)
    const { id, challenge } = (await request.json()) as { id: string; challenge: string }
    const confirm: Case = {
      path: '/nfd/verify/confirm/{id}',
      method: 'post',
      url: `/nfd/verify/confirm/${id}`,
      body: { challenge },
      status: 200,
    }
    await expectReplyMatchesSpec(confirm, await call(confirm))
  })

  it('updateImage takes the picture as multipart and answers a group; refuses a stranger and a 10 MB image', async () => {
    // Written by hand: fetch (undici) cannot read the bytes of jsdom's FormData and Blob.
    const upload = (name: string, sender: string, bytes: number, status: number) => {
      const head = new TextEncoder().encode(
        '--B\r\nContent-Disposition: form-data; name="file"; filename="avatar.png"\r\nContent-Type: image/png\r\n\r\n',
      )
      const tail = new TextEncoder().encode('\r\n--B--\r\n')
      const body = new Uint8Array(head.length + bytes + tail.length).fill(7)
      body.set(head)
      body.set(tail, head.length + bytes)
      const c: Case = { path: '/nfd/updateImage/{name}/{sender}/{which}', method: 'post', url: '', status }
      c.url = `/nfd/updateImage/${name}/${sender}/avatar`
      const headers = { 'Content-Type': 'multipart/form-data; boundary=B' }
      return fetch(`${API}${c.url}`, { method: 'POST', body, headers }).then((r) => expectReplyMatchesSpec(c, r))
    }
    await upload('alice.algo', TEST, 64, 200)
    await upload('bob.algo', TEST, 64, 400)
    await upload('nothere.algo', TEST, 64, 404)
    await upload('alice.algo', TEST, 10_000_000, 413)
  })

  it('answers a rate limit with the RateLimited body', async () => {
    setFault({ kind: '429', target: 'api', secsRemaining: 7 })
    const c: Case = { path: '/nfd/{nameOrID}', url: '/nfd/alice.algo', status: 429 }
    await expectReplyMatchesSpec(c, await call(c))
  })
})

describe("the client's reply schemas follow openapi3.yaml", () => {
  const schemas = spec.components.schemas as Record<string, { properties: Json; example?: Json }>
  const nfdRecord = schemas.NfdRecord as { properties: Json; example: Json }

  it('checks every field NfdRecord lists, and no other', () => {
    // match-check is the API's own cache bookkeeping, never read by the app.
    const listed = Object.keys(nfdRecord.properties).filter((key) => key !== 'match-check')
    expect(Object.keys(NFD_RECORD_FIELDS).sort()).toEqual(listed.sort())
  })

  it("keeps every field of the description's own example record", () => {
    const { 'match-check': _ignored, ...example } = nfdRecord.example
    expect(parseNfdRecord(example)).toEqual(example)
  })

  it('keeps every field of every fixture in every view', () => {
    for (const record of buildNameFixtures(Date.now())) {
      for (const view of ['tiny', 'thumbnail', 'brief', 'full'] as const) {
        const shown = toView(record, view)
        expect(parseNfdRecord(shown), `${record.name} (${view})`).toEqual(shown)
      }
    }
  })
})

/** A yaml path template as a pattern; templates without parameters are tried first. */
const templates = Object.keys(spec.paths)
  .map((template) => ({
    template,
    params: [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string),
    pattern: new RegExp(`^${template.replace(/\{\w+\}/g, '([^/]+)')}$`),
  }))
  .sort((a, b) => a.params.length - b.params.length)

interface Parameter {
  name: string
  in: 'query' | 'path' | 'header'
  required?: boolean
  schema: Json & { type?: string; items?: Json & { type?: string } }
}

/** A query or path value as the yaml types it (query strings carry text only). */
function typed(value: string, type: string | undefined): unknown {
  if (type === 'integer' || type === 'number') return Number(value)
  if (type === 'boolean') return value === 'true' ? true : value === 'false' ? false : value
  return value
}

/** Checks one request the app sent: its path, each query parameter, and its body. */
async function expectRequestMatchesSpec(request: Request): Promise<void> {
  const url = new URL(request.url)
  const method = request.method.toLowerCase()
  const what = `${request.method} ${url.pathname}${url.search}`
  const path = decodeURIComponent(url.pathname)
  const found = templates.find((t) => t.pattern.test(path) && spec.paths[t.template]?.[method])
  expect(found, `${what}: no operation in openapi3.yaml`).toBeDefined()
  const { template, params, pattern } = found!
  const parameters = (operation(template, method).parameters ?? []) as Parameter[]
  const values = pattern.exec(path)!.slice(1)
  params.forEach((name, i) => {
    const parameter = parameters.find((p) => p.in === 'path' && p.name === name)!
    expectValid(compiled(`path ${template} ${name}`, parameter.schema), values[i], `${what}: path ${name}`)
  })
  for (const key of new Set(url.searchParams.keys())) {
    const parameter = parameters.find((p) => p.in === 'query' && p.name === key)
    expect(parameter, `${what}: query parameter ${key} is not in the yaml`).toBeDefined()
    const { schema } = parameter!
    const raw = url.searchParams.getAll(key)
    const value = schema.type === 'array' ? raw.map((v) => typed(v, schema.items?.type)) : typed(raw[0]!, schema.type)
    if (schema.type !== 'array') expect(raw, `${what}: ${key} repeated`).toHaveLength(1)
    expectValid(compiled(`query ${template} ${method} ${key}`, schema), value, `${what}: ${key}`)
  }
  for (const parameter of parameters.filter((p) => p.in === 'query' && p.required))
    expect(url.searchParams.has(parameter.name), `${what}: required ${parameter.name} missing`).toBe(true)
  const text = await request.text()
  const bodySchema = (
    (operation(template, method).requestBody as Json | undefined)?.content as
      Record<string, { schema: unknown }> | undefined
  )?.['application/json']?.schema
  if (bodySchema) expectValid(compiled(`body ${template} ${method}`, bodySchema), JSON.parse(text), `${what}: body`)
  else expect(text, `${what}: a body the yaml does not document`).toBe('')
}

describe("the app's own requests against openapi3.yaml", () => {
  it('paths, query strings and bodies of every client call fit their parameter and body schemas', async () => {
    const sent: Request[] = []
    const listen = ({ request }: { request: Request }) => {
      if (request.url.startsWith(API)) sent.push(request.clone())
    }
    server.events.on('request:start', listen)
    try {
      const market = marketplaceSearchParams({ ...DEFAULT_MARKETPLACE_FILTERS, traits: ['emoji'], minPrice: 1 })
      await Promise.all([
        getName(NETWORKS.mock, 'alice.algo', 'full'),
        getName(NETWORKS.mock, 'alice.algo', 'brief', { nocache: true }),
        getName(NETWORKS.mock, '\u{1F525}.algo', 'tiny'),
        searchNames(NETWORKS.mock, market),
        fetchOwnedNames(NETWORKS.mock, TEST, {}),
        browseNames(NETWORKS.mock, { state: ['forSale'], view: 'tiny' }),
        lookupAddresses(NETWORKS.mock, [TEST, OTHER], 'thumbnail', { allowUnverified: true }),
        getQuote(NETWORKS.mock, 'zzz.algo', TEST),
        suggestNames(NETWORKS.mock, 'alice', TEST, { limit: 5, view: 'brief' }),
        getActivity(NETWORKS.mock, ['alice.algo', 'bob.algo'], { limit: 10, sort: 'timeDesc' }),
        getAnalytics(NETWORKS.mock, { ...offersBy(TEST), offset: 20 }),
        getTotals(NETWORKS.mock),
        getSegmentLeaders(NETWORKS.mock),
        getBadges(NETWORKS.mock, 'alice.algo'),
        getDonationsGiven(NETWORKS.mock, 'alice.algo'),
        getDonors(NETWORKS.mock, 'bob.algo'),
        getDonationCauses(NETWORKS.mock),
      ])
      markFresh('mock', 'fresh.algo', { poll: true })
      await getName(NETWORKS.mock, 'fresh.algo', 'full')
      const writes = [
        mintName(NETWORKS.mock, { name: 'brandnew.algo', buyer: TEST, years: 2 }),
        purchaseName(NETWORKS.mock, 'forsale.algo', { buyer: TEST, offer: 50_000_000 }),
        offerForSale(NETWORKS.mock, 'alice.algo', { sender: TEST, offer: 25_000_000, reservedFor: OTHER }),
        rescindOffer(NETWORKS.mock, 'cheap.algo', { sender: TEST }),
        postOfferToOwner(NETWORKS.mock, 'bob.algo', { sender: TEST, offer: 5_000_000, note: 'Sell?' }),
        renewName(NETWORKS.mock, { name: 'soon.algo', buyer: TEST, years: 1 }),
        updateProperties(NETWORKS.mock, 'alice.algo', { sender: TEST, properties: { userDefined: { bio: 'x' } } }),
        addLinkedAddresses(NETWORKS.mock, 'alice.algo', { sender: TEST, address: [OTHER] }),
        setPrimaryAddress(NETWORKS.mock, 'alice.algo', { sender: TEST, address: TEST }),
        sendToVault(NETWORKS.mock, 'bob.algo', { sender: TEST, assets: [0], amount: 1_000_000, optInOnly: false }),
      ]
      await Promise.all(writes)
    } finally {
      server.events.removeListener('request:start', listen)
    }
    expect(sent.length).toBeGreaterThan(20)
    for (const request of sent) await expectRequestMatchesSpec(request)
    // The checker is no rubber stamp: an unknown parameter and a bad value fail it.
    await expect(expectRequestMatchesSpec(new Request(`${API}/nfd/alice.algo?view=huge`))).rejects.toThrow()
    await expect(expectRequestMatchesSpec(new Request(`${API}/nfd/v2/search?colour=red`))).rejects.toThrow()
  })
})

describe('write replies: the inner [kind, base64] pairs', () => {
  // Every write answers with a group, except the verification request (a challenge).
  const groupWrites = writes.filter((c) => c.status < 300 && c.status !== 204 && !c.path.startsWith('/nfd/verify/'))
  it.each(groupWrites.map((c) => [`${c.method} ${c.url}`, c] as const))('%s', async (_label, c) => {
    const text = await (await call(c)).text()
    const outer = JSON.parse(text) as unknown
    expect(typeof outer, 'a JSON string that holds JSON').toBe('string')
    const pairs = JSON.parse(outer as string) as unknown
    expect(Array.isArray(pairs) && pairs.length > 0).toBe(true)
    for (const pair of pairs as unknown[]) {
      expect(Array.isArray(pair) && pair.length === 2, JSON.stringify(pair)).toBe(true)
      const [kind, b64] = pair as [unknown, unknown]
      expect(['u', 's']).toContain(kind)
      expect(typeof b64 === 'string' && /^[A-Za-z0-9+/]+={0,2}$/.test(b64) && b64.length % 4 === 0).toBe(true)
      expect(atob(b64 as string).length).toBeGreaterThan(0)
    }
    expect((pairs as [string][]).some(([kind]) => kind === 'u')).toBe(true)
  })
})

describe('the errors the real API sends', () => {
  const errorCases: (Case & { fault?: Parameters<typeof setFault>[0]; code: string })[] = [
    {
      path: '/nfd/lookup',
      url: `/nfd/lookup?address=${THIRD_ACCOUNT.address.replace(/.$/, 'A')}`,
      status: 404,
      code: 'notFound',
    },
    {
      ...w('/nfd/offer/{name}', 'alice.algo', { sender: TEST, offer: 1_000_000 }, 413),
      fault: { kind: 'refuse', target: 'api', path: '/nfd/offer/', status: 413, code: 'tooManyTransactions' },
      code: 'tooManyTransactions',
    },
    {
      ...w('/nfd/offer/{name}', 'alice.algo', { sender: TEST, offer: 1_000_000 }, 403),
      fault: { kind: 'refuse', target: 'api', path: '/nfd/offer/', status: 403, code: 'upgradeRequired' },
      code: 'upgradeRequired',
    },
    {
      path: '/nfd/getQuote/{name}',
      url: `/nfd/getQuote/zzz.algo?buyer=${TEST}`,
      status: 403,
      fault: { kind: 'refuse', target: 'api', path: '/nfd/getQuote/', status: 403, code: 'upgradeRequired' },
      code: 'upgradeRequired',
    },
    {
      path: '/nfd/suggest/{name}',
      url: `/nfd/suggest/seg.bob?buyer=${TEST}`,
      status: 403,
      fault: {
        kind: 'refuse',
        target: 'api',
        path: '/nfd/suggest/',
        status: 403,
        code: 'segmentNotSupported',
        headersOnly: true,
      },
      code: 'segmentNotSupported',
    },
    {
      ...w('/nfd/mint', '', { name: 'brandnew.algo', buyer: TEST }, 429),
      fault: { kind: '429', target: 'api', path: '/nfd/mint', secsRemaining: 30 },
      code: '',
    },
  ]

  it.each(errorCases.map((c) => [`${c.method ?? 'get'} ${c.url} -> ${c.status} ${c.code}`, c] as const))(
    '%s matches the yaml, and the client reads its name',
    async (_label, c) => {
      if (c.fault) setFault(c.fault)
      const response = await call(c)
      const name = response.headers.get('goa-attribute-name')
      await expectReplyMatchesSpec(c, response)
      if (c.code) expect(name).toBe(c.code)
      const error = errorFromResponse(c.status, response.headers, '')
      expect(error.status).toBe(c.status)
      if (c.code) expect(error.code).toBe(c.code)
    },
  )
})

describe('views carry no field the description does not list for them', () => {
  // From the description's views: tiny, plus avatars for thumbnail, plus category, metaTags
  // and the sale fields for brief (properties.internal only ver and vaultOptInLocked).
  const TINY = ['name', 'owner', 'caAlgo', 'unverifiedCaAlgo', 'depositAccount', 'properties', 'appID', 'state']
  const LISTED: Record<'tiny' | 'thumbnail' | 'brief', { fields: string[]; properties: Record<string, string[]> }> = {
    tiny: { fields: TINY, properties: {} },
    thumbnail: { fields: TINY, properties: { userDefined: ['avatar'], verified: ['avatar'] } },
    brief: {
      fields: [...TINY, 'category', 'metaTags', 'saleType', 'sellAmount', 'seller', 'reservedFor'],
      properties: { userDefined: ['avatar'], verified: ['avatar'], internal: ['ver', 'vaultOptInLocked'] },
    },
  }

  it.each(['tiny', 'thumbnail', 'brief'] as const)('%s', (view) => {
    const listed = LISTED[view]
    for (const record of buildNameFixtures(Date.now())) {
      const shown = toView(record, view) as unknown as Json
      expect(
        Object.keys(shown).filter((key) => !listed.fields.includes(key)),
        `${record.name}`,
      ).toEqual([])
      for (const [group, entries] of Object.entries((shown.properties ?? {}) as Record<string, Json>)) {
        const allowed = listed.properties[group] ?? []
        expect(
          Object.keys(entries).filter((key) => !allowed.includes(key)),
          `${record.name} ${group}`,
        ).toEqual([])
      }
    }
  })
})
