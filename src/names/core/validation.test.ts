import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  isApiName,
  isRootName,
  isSegmentName,
  isValidName,
  normalizeNameInput,
  segmentToRoot,
  trimExtension,
  validateNameInput,
} from './validation'
import { nameInputMessage } from './nameInputMessage'

// Independent oracles, written from the name rules without the module's constants.
const REFERENCE_NAME = /^([a-z0-9]{1,27}\.)?[a-z0-9]{1,27}\.algo$/
const REFERENCE_ROOT = /^[a-z0-9]{1,27}\.algo$/
const REFERENCE_SEGMENT = /^[a-z0-9]{1,27}\.[a-z0-9]{1,27}\.algo$/
const referenceName = (s: string) => s.length <= 32 && REFERENCE_NAME.test(s)

// Strings near the interesting boundaries: short runs of valid and invalid characters,
// dots, the suffix in both cases, and long runs to cross 27 and 32.
const piece = fc.oneof(
  fc.constantFrom('a', 'z', '0', '9', 'm', 'x1', '.', '.algo', '.ALGO', 'algo'),
  fc.constantFrom('A', 'Q', '-', '_', ' ', 'é', '😀', '\t', '/', '@'),
  fc.stringMatching(/^[a-z0-9]{1,30}$/),
)
const nameLike = fc.array(piece, { maxLength: 8 }).map((parts) => parts.join(''))
// Names the oracle accepts, so both branches of each property are exercised.
const validName = fc.stringMatching(REFERENCE_NAME).filter(referenceName)

describe('isValidName', () => {
  it('agrees with the reference regex and the 32-character limit', () => {
    fc.assert(
      fc.property(fc.oneof(nameLike, validName), (s) => {
        expect(isValidName(s)).toBe(referenceName(s))
      }),
      { numRuns: 2000 },
    )
  })

  it('lenient mode is the strict check on the name with .algo appended when missing', () => {
    fc.assert(
      fc.property(fc.oneof(nameLike, validName, validName.map(trimExtension)), (s) => {
        const full = s.endsWith('.algo') ? s : `${s}.algo`
        expect(isValidName(s, { lenient: true })).toBe(referenceName(full))
      }),
      { numRuns: 2000 },
    )
  })

  it.each([
    ['a.algo', true],
    ['nfdomains.algo', true],
    ['mail.nfdomains.algo', true],
    [`${'a'.repeat(27)}.algo`, true],
    [`${'a'.repeat(28)}.algo`, false],
    // 13 + 1 + 13 + 5 = 32: the limit, then one over with parts still under 27.
    [`${'s'.repeat(13)}.${'r'.repeat(13)}.algo`, true],
    [`${'s'.repeat(14)}.${'r'.repeat(13)}.algo`, false],
    ['Nfd.algo', false],
    ['nfd.ALGO', false],
    ['nfd', false],
    ['.algo', false],
    ['a..algo', false],
    ['a.b.c.algo', false],
    ['my-name.algo', false],
  ])('%s -> %s', (name, expected) => {
    expect(isValidName(name)).toBe(expected)
  })

  it('lenient accepts a bare root or segment but still applies every other rule', () => {
    expect(isValidName('nfd', { lenient: true })).toBe(true)
    expect(isValidName('mail.nfd', { lenient: true })).toBe(true)
    expect(isValidName('nfd.algo', { lenient: true })).toBe(true)
    expect(isValidName('NFD', { lenient: true })).toBe(false)
    expect(isValidName('a'.repeat(28), { lenient: true })).toBe(false)
    // 28 characters bare, 33 once .algo is counted.
    expect(isValidName(`${'s'.repeat(14)}.${'r'.repeat(13)}`, { lenient: true })).toBe(false)
  })
})

describe('isRootName / isSegmentName', () => {
  it('agree with the reference regexes', () => {
    fc.assert(
      fc.property(fc.oneof(nameLike, validName), (s) => {
        expect(isRootName(s)).toBe(REFERENCE_ROOT.test(s))
        expect(isSegmentName(s)).toBe(s.length <= 32 && REFERENCE_SEGMENT.test(s))
      }),
      { numRuns: 2000 },
    )
  })

  it('every valid name is exactly one of root or segment', () => {
    fc.assert(
      fc.property(validName, (s) => {
        expect(isRootName(s) !== isSegmentName(s)).toBe(true)
      }),
    )
  })

  it('examples', () => {
    expect(isRootName('nfd.algo')).toBe(true)
    expect(isRootName('mail.nfd.algo')).toBe(false)
    expect(isSegmentName('mail.nfd.algo')).toBe(true)
    expect(isSegmentName('nfd.algo')).toBe(false)
    expect(isSegmentName(`${'s'.repeat(14)}.${'r'.repeat(13)}.algo`)).toBe(false)
  })
})

describe('trimExtension', () => {
  it('removes exactly one trailing .algo in any case and nothing else', () => {
    fc.assert(
      fc.property(nameLike, fc.constantFrom('.algo', '.ALGO', '.Algo', '.aLgO'), (s, ext) => {
        expect(trimExtension(s + ext)).toBe(s)
      }),
    )
    fc.assert(
      fc.property(nameLike, (s) => {
        fc.pre(!s.toLowerCase().endsWith('.algo'))
        expect(trimExtension(s)).toBe(s)
      }),
    )
  })
})

describe('segmentToRoot', () => {
  it('maps seg.root.algo to root.algo and leaves other names alone', () => {
    fc.assert(
      fc.property(validName, (s) => {
        const parts = s.split('.')
        const expected = parts.length === 3 ? `${parts[1]}.algo` : s
        expect(segmentToRoot(s)).toBe(expected)
        expect(isRootName(segmentToRoot(s))).toBe(true)
      }),
    )
  })
})

describe('normalizeNameInput', () => {
  it('is idempotent and always ends in .algo unless empty', () => {
    fc.assert(
      fc.property(nameLike, (s) => {
        const once = normalizeNameInput(s)
        expect(normalizeNameInput(once)).toBe(once)
        if (once !== '') expect(once.endsWith('.algo')).toBe(true)
      }),
    )
  })
})

describe('string transforms: examples', () => {
  it.each([
    [trimExtension, 'nfd.algo', 'nfd'],
    [trimExtension, 'NFD.ALGO', 'NFD'],
    [trimExtension, 'algo.algo', 'algo'],
    [trimExtension, 'nfd.algo.x', 'nfd.algo.x'],
    [trimExtension, 'nfdalgo', 'nfdalgo'],
    [segmentToRoot, 'mail.nfdomains.algo', 'nfdomains.algo'],
    [segmentToRoot, 'nfdomains.algo', 'nfdomains.algo'],
    [segmentToRoot, 'Mail.NFD.ALGO', 'NFD.ALGO'],
    [segmentToRoot, 'nfd', 'nfd'],
    [normalizeNameInput, '  NFDomains ', 'nfdomains.algo'],
    [normalizeNameInput, 'Mail.NFD.ALGO', 'mail.nfd.algo'],
    [normalizeNameInput, 'nfd.algo', 'nfd.algo'],
    [normalizeNameInput, '   ', ''],
  ])('%o(%j) -> %j', (fn, input, expected) => {
    expect(fn(input)).toBe(expected)
  })
})

describe('validateNameInput', () => {
  it('accepts exactly the inputs whose normalized form the reference accepts, and returns that form', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          nameLike,
          validName,
          validName.map((s) => ` ${s.toUpperCase()} `),
        ),
        (raw) => {
          const normalized = `${raw
            .trim()
            .toLowerCase()
            .replace(/\.algo$/, '')}.algo`
          const result = validateNameInput(raw)
          const expectOk = raw.trim() !== '' && referenceName(normalized)
          expect(result.ok).toBe(expectOk)
          if (result.ok) expect(result.name).toBe(normalized)
          else expect(nameInputMessage(result.problem).length).toBeGreaterThan(0)
        },
      ),
      { numRuns: 3000 },
    )
  })

  // What the user reads: the problem, worded.
  const message = (raw: string) => {
    const result = validateNameInput(raw)
    if (result.ok) throw new Error(`expected ${raw} to be rejected`)
    return nameInputMessage(result.problem)
  }

  it('accepts typed names in any case, with or without .algo', () => {
    expect(validateNameInput('  Mail.NFDomains ')).toEqual({ ok: true, name: 'mail.nfdomains.algo' })
    expect(validateNameInput('nfd.ALGO')).toEqual({ ok: true, name: 'nfd.algo' })
  })

  it('asks for a name when empty', () => {
    expect(message('')).toBe('Enter a name.')
    expect(message('  ')).toBe('Enter a name.')
  })

  it('names the bad character', () => {
    expect(message('my-name')).toBe('The character "-" is not allowed: use only letters a–z and digits 0–9.')
    expect(message('my name')).toMatch(/^A space is not allowed/)
    expect(message('tab\there')).toMatch(/^A whitespace character is not allowed/)
    expect(message('hi😀')).toMatch(/^The character "😀" is not allowed/)
    expect(message('café')).toMatch(/"é"/)
  })

  it('reports empty parts', () => {
    for (const raw of ['.nfd', 'a..nfd', 'nfd.', '.algo', 'a..algo']) {
      expect(message(raw)).toMatch(/empty part/)
    }
  })

  it('reports more than one segment', () => {
    expect(message('a.b.c')).toBe('Only one segment is allowed, as in segment.name.algo.')
  })

  it('reports a part longer than 27 with its length', () => {
    const long = 'a'.repeat(28)
    expect(message(long)).toBe(`"${long}" is 28 characters long: each part can have at most 27.`)
    expect(message(`x.${long}`)).toMatch(/is 28 characters long/)
  })

  it('reports a name over 32 characters in all', () => {
    expect(message(`${'s'.repeat(14)}.${'r'.repeat(13)}`)).toBe(
      'Name too long: at most 32 characters including .algo (this one has 33).',
    )
  })
})

describe('isApiName (names the API returns, checked before they go into a link)', () => {
  it.each([
    ['\u{1F525}.algo', 'an emoji root'],
    ['\u{1F525}.alice.algo', 'an emoji segment'],
    [`${'a'.repeat(40)}.alice.algo`, 'a segment longer than the input rule allows'],
    ['café.algo', 'a letter outside a–z'],
  ])('accepts %s (%s)', (name) => {
    expect(isApiName(name)).toBe(true)
    expect(validateNameInput(name).ok).toBe(false)
  })

  it.each([
    ['Alice.algo', 'uppercase'],
    ['a b.algo', 'a space'],
    ['evil\u202Egpj.algo', 'a bidi override'],
    ['zero\u200Bwidth.algo', 'a zero-width space'],
    ['ctl\u0007.algo', 'a control character'],
    ['a/b.algo', 'a slash'],
    ['a?b.algo', 'a query mark'],
    ['a#b.algo', 'a fragment mark'],
    ['%2e%2e.algo', 'a percent sign'],
    ['a.b.c.algo', 'two segments'],
    ['.algo', 'an empty part'],
    ['x..algo', 'an empty part'],
    ['alice', 'no .algo'],
    [`${'a'.repeat(65)}.algo`, 'a part over 64 characters'],
  ])('refuses %j (%s)', (name) => {
    expect(isApiName(name)).toBe(false)
  })

  it('accepts every name of the input rule', () => {
    fc.assert(
      fc.property(validName, (name) => {
        expect(isApiName(name)).toBe(true)
      }),
    )
  })
})
