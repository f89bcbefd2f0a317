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
import { describe, expect, it } from 'vitest'
import { NETWORKS } from '@/config/networks'
import { apiBaseFor } from '@/names/api/http'
import { OTHER_ACCOUNT, TEST_ACCOUNT, THIRD_ACCOUNT } from '@/mocks/accounts'
import { setFault } from '@/mocks/faults'
import { buildActivityFixtures, buildNameFixtures } from '@/mocks/fixtures/names'
import { withMockNetwork } from '@/mocks/testkit'
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
  w('/nfd/offer/{name}', 'alice.algo', { sender: TEST, offer: 0, reservedFor: OTHER, payReceiver: true }, 200),
  w('/nfd/offer/{name}', 'alice.algo', { sender: TEST, offer: 0, payReceiver: true }, 400),
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
  w('/nfd/verify/request', '', { name: 'alice.algo', sender: TEST, fieldToVerify: 'github' }, 200),
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

  it('answers a rate limit with the RateLimited body', async () => {
    setFault({ kind: '429', target: 'api', secsRemaining: 7 })
    const c: Case = { path: '/nfd/{nameOrID}', url: '/nfd/alice.algo', status: 429 }
    await expectReplyMatchesSpec(c, await call(c))
  })
})
