import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { extractMessages, placeholdersOf, type Message } from '../../../scripts/i18n/extractMessages'
import spanish from './catalogs/es.json'

const groups = extractMessages(join(process.cwd(), 'src'))
const es: Record<string, Record<string, Message>> = spanish

describe('the message groups', () => {
  it('each have an id of their own: two declarations never share words', () => {
    expect(groups.length).toBeGreaterThan(0)
    const shared = groups.filter((group) => groups.some((other) => other !== group && other.id === group.id))
    expect(shared.map((group) => `${group.id} in ${group.file}`)).toEqual([])
  })

  it('give every plural at least the forms one and other', () => {
    for (const group of groups) {
      for (const [key, { text, kind }] of Object.entries(group.messages)) {
        if (kind === 'count')
          expect(Object.keys(text), `${group.id}.${key}`).toEqual(expect.arrayContaining(['one', 'other']))
      }
    }
  })
})

describe('the Spanish catalogue', () => {
  it('translates every message, with the same placeholders and plural forms', () => {
    const missing: string[] = []
    for (const group of groups) {
      for (const [key, { text, kind }] of Object.entries(group.messages)) {
        const id = `${group.id}.${key}`
        const translated = es[group.id]?.[key]
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
    const stale = Object.entries(es).flatMap(([id, messages]) => {
      const group = groups.find((candidate) => candidate.id === id)
      return Object.keys(messages)
        .filter((key) => !group?.messages[key])
        .map((key) => `${id}.${key}`)
    })
    expect(stale).toEqual([])
  })
})

describe('one field, one word', () => {
  it("the pay page's amount field and its errors name the amount alike", () => {
    expect(es['names/transactions/payRequest']?.amount).toBe(es['pages/pay/PayRequestForm']?.amount)
  })
})
