// @vitest-environment jsdom
/**
 * Records with random types in every field, through the client as the API would send them:
 * the profile, the name card, the portfolio and the marketplace render without throwing, and
 * show the record (the wrongly typed fields are simply missing).
 */
import { cleanup, screen, within } from '@testing-library/react'
import fc from 'fast-check'
import { http, HttpResponse } from 'msw'
import { readFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parse } from 'yaml'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NETWORKS } from '@/config/networks'
import { logger } from '@/lib/logger'
import { apiBaseFor } from '@/names/api/http'
import { NFD_RECORD_FIELDS, parseNfdRecord } from '@/names/api/schemas/nfdRecord'
import { NameCard } from '@/names/cards/NameCard'
import { Portfolio } from '@/pages/address/Portfolio'
import { renderAt } from '@/testing/renderWithProviders'
import { server, TEST_ACCOUNT, withMockNetwork } from '@/testing/mockNetwork'
import { MarketplacePage } from '@/pages/marketplace/MarketplacePage'
import { NamePage } from '@/pages/name/NamePage'

vi.mock('@/wallet/react', async () => (await import('@/testing/walletStub')).walletStub)

withMockNetwork()
const base = apiBaseFor(NETWORKS.mock)
beforeEach(() => void vi.spyOn(logger, 'warn').mockImplementation(() => {}))
afterEach(() => vi.restoreAllMocks())

const specPath = fileURLToPath(
  new URL('../../../shared/api/openapi3.yaml', pathToFileURL(fileURLToPath(import.meta.url))),
)
const spec = parse(readFileSync(specPath, 'utf8')) as {
  components: { schemas: { NfdRecord: { example: Record<string, unknown> } } }
}
const EXAMPLE = spec.components.schemas.NfdRecord.example

/** Anything JSON can carry, small: the wrong type for most fields. */
const junk = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string({ maxLength: 4 }), fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.oneof(fc.string({ maxLength: 4 }), fc.integer()), { maxKeys: 3 }),
)

/** Each field: absent, the description's own example value, or junk. */
const field = (valid: unknown) => fc.option(fc.oneof(fc.constant(valid), junk), { nil: undefined })

const PROFILE_KEYS = ['name', 'bio', 'avatar', 'banner', 'website', 'url', 'twitter', 'github', 'telegram', 'email']
const stringMap = fc.record(Object.fromEntries(PROFILE_KEYS.map((key) => [key, field(`${key} text`)])), {
  requiredKeys: [],
})

function recordNamed(name: string) {
  const fields = Object.fromEntries(
    Object.keys(NFD_RECORD_FIELDS)
      .filter((key) => key !== 'name' && key !== 'properties')
      .map((key) => [key, field(EXAMPLE[key])]),
  )
  return fc.record(
    {
      ...fields,
      name: fc.constant(name),
      properties: fc.option(
        fc.oneof(junk, fc.record({ userDefined: fc.oneof(stringMap, junk), verified: fc.oneof(stringMap, junk) })),
        { nil: undefined },
      ),
    },
    { requiredKeys: ['name'] },
  )
}

const RUNS = { numRuns: 25 }

describe('records with random types in every field', () => {
  it('the profile renders, with its name', async () => {
    await fc.assert(
      fc.asyncProperty(recordNamed('fuzz.algo'), async (record) => {
        server.use(http.get(`${base}/nfd/fuzz.algo`, () => HttpResponse.json(record)))
        try {
          renderAt('/name/fuzz.algo', { '/name/:name': <NamePage /> })
          expect(await screen.findByTestId('profile-name')).toHaveTextContent('fuzz.algo')
        } finally {
          cleanup()
          server.resetHandlers()
        }
      }),
      RUNS,
    )
  })

  it('the name card renders what the client kept', () => {
    fc.assert(
      fc.property(recordNamed('card.algo'), (raw) => {
        const record = parseNfdRecord(raw)
        expect(record).not.toBeNull()
        try {
          renderAt('/', { '/': <NameCard record={record!} /> })
          expect(screen.getByTestId('name-card')).toHaveAttribute('data-name', 'card.algo')
        } finally {
          cleanup()
        }
      }),
      RUNS,
    )
  })

  const list = fc.tuple(recordNamed('one.algo'), recordNamed('two.algo'), junk)
  const answerSearch = ([one, two, bad]: [unknown, unknown, unknown]) =>
    server.use(http.get(`${base}/nfd/v2/search`, () => HttpResponse.json({ nfds: [one, bad, two], total: 3 })))

  it('the portfolio renders every usable record', async () => {
    await fc.assert(
      fc.asyncProperty(list, async (records) => {
        answerSearch(records)
        try {
          renderAt('/', { '/': <Portfolio address={TEST_ACCOUNT.address} emptyTitle="none" /> })
          const grid = await screen.findByRole('list', { name: 'owned names' })
          const names = within(grid)
            .getAllByTestId('name-card')
            .map((card) => card.dataset.name)
          expect(names.sort()).toEqual(['one.algo', 'two.algo'])
        } finally {
          cleanup()
          server.resetHandlers()
        }
      }),
      RUNS,
    )
  })

  it('the marketplace renders every usable record', async () => {
    await fc.assert(
      fc.asyncProperty(list, async (records) => {
        answerSearch(records)
        try {
          renderAt('/marketplace', { '/marketplace': <MarketplacePage /> })
          const cards = await screen.findAllByTestId('name-card')
          expect(cards.map((card) => card.dataset.name).sort()).toEqual(['one.algo', 'two.algo'])
        } finally {
          cleanup()
          server.resetHandlers()
        }
      }),
      RUNS,
    )
  })
})
