import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { catalogParts } from '../../../scripts/i18n/catalogParts'
import { extractMessages, placeholdersOf, type Message } from '../../../scripts/i18n/extractMessages'

const SRC = join(process.cwd(), 'src')
const ES_DIR = join(SRC, 'lib/i18n/catalogs/es/')

const groups = extractMessages(SRC)
const esParts = readdirSync(ES_DIR)
  .filter((file) => file.endsWith('.json'))
  .map((file) => ({
    file,
    groups: JSON.parse(readFileSync(ES_DIR + file, 'utf8')) as Record<string, Record<string, Message>>,
  }))
const es: Record<string, Record<string, Message>> = Object.assign({}, ...esParts.map((part) => part.groups))

describe('the message groups', () => {
  it('are each named after their file, one per file', () => {
    expect(groups.length).toBeGreaterThan(0)
    for (const group of groups) expect(group.file.replace(/\.tsx?$/, ''), group.file).toBe(group.name)
    expect(new Set(groups.map((group) => group.name)).size).toBe(groups.length)
  })

  it('give every plural at least the forms one and other', () => {
    for (const group of groups) {
      for (const [key, { text, kind }] of Object.entries(group.messages)) {
        if (kind === 'count')
          expect(Object.keys(text), `${group.name}.${key}`).toEqual(expect.arrayContaining(['one', 'other']))
      }
    }
  })
})

describe('the Spanish catalogue', () => {
  it('holds each group in one file only', () => {
    const seen = esParts.flatMap((part) => Object.keys(part.groups))
    expect(seen.length).toBe(new Set(seen).size)
  })

  it('translates every message, with the same placeholders and plural forms', () => {
    const missing: string[] = []
    for (const group of groups) {
      for (const [key, { text, kind }] of Object.entries(group.messages)) {
        const id = `${group.name}.${key}`
        const translated = es[group.name]?.[key]
        if (translated === undefined || translated === '') {
          missing.push(id)
          continue
        }
        expect(typeof translated === 'string', `${id}: a plural is an object of forms`).toBe(kind !== 'count')
        if (typeof translated !== 'string') {
          expect(Object.keys(translated), id).toEqual(expect.arrayContaining(['one', 'other']))
          for (const form of Object.values(translated)) expect(form, id).not.toBe('')
        }
        expect(placeholdersOf(translated), id).toEqual(placeholdersOf(text))
      }
    }
    expect(missing, 'messages with no Spanish').toEqual([])
  })

  it('holds nothing the app no longer says', () => {
    const stale = Object.entries(es).flatMap(([name, messages]) => {
      const group = groups.find((candidate) => candidate.name === name)
      return Object.keys(messages)
        .filter((key) => !group?.messages[key])
        .map((key) => `${name}.${key}`)
    })
    expect(stale).toEqual([])
  })
})

describe('the parts a catalogue loads in', () => {
  const parts = catalogParts(SRC)
  const inParts = [...parts.boot, ...parts.lazy.flat()]

  it('hold every group the app declares, each in exactly one part', () => {
    expect([...inParts].sort()).toEqual(groups.map((group) => group.name).sort())
    expect(inParts.length).toBe(new Set(inParts).size)
  })

  it("put the app shell's words in the boot part, and a page's in a part that page loads", () => {
    expect(parts.boot).toEqual(expect.arrayContaining(['app/Header', 'app/Footer', 'wallet/ui/ConnectButton']))
    for (const [page, group] of [
      ['pages/home/HomePage.tsx', 'pages/home/HomePage'],
      ['pages/my-names/MyNamesPage.tsx', 'pages/my-names/MyNamesPage'],
      // A dialog a page opens lazily arrives with the page.
      ['pages/name/NamePage.tsx', 'names/transactions/flow/TransactionDialog'],
    ] as const) {
      expect(parts.boot).not.toContain(group)
      const loaded = (parts.entries[page] ?? []).flatMap((id) => parts.lazy[id]!)
      expect(loaded, page).toContain(group)
    }
  })

  it('pair each lazy import with the parts of the words its code declares, fetched beside it', () => {
    const own = (file: string) => (parts.ownParts[file] ?? []).flatMap((id) => parts.lazy[id]!)
    expect(own('pages/my-names/MyNamesPage.tsx')).toContain('pages/my-names/MyNamesPage')
    // A dialog the page loads later brings its own words then, not with the page.
    expect(parts.ownParts['names/transactions/flow/TransactionDialog.tsx']).toBeDefined()
    for (const [file, ids] of Object.entries(parts.ownParts)) {
      if (parts.entries[file]) expect(parts.entries[file], file).toEqual(expect.arrayContaining(ids))
    }
  })

  it("keep the first screen small: home loads none of the other pages' words", () => {
    const home = (parts.entries['pages/home/HomePage.tsx'] ?? []).flatMap((id) => parts.lazy[id]!)
    expect(home.filter((group) => /^pages\/(name|my-names|marketplace|pay|stats)\//.test(group))).toEqual([])
  })
})

describe('one field, one word', () => {
  it("the pay page's amount field and its errors name the amount alike", () => {
    expect(es['names/transactions/payRequest']?.amount).toBe(es['pages/pay/PayRequestForm']?.amount)
  })
})
