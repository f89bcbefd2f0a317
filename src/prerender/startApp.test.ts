// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { EARLY_PAINT_GLOBAL, startAppScript } from './startApp'

const ENTRY = '/assets/index-abc.js'
const PRELOADS = ['/assets/rolldown-runtime-abc.js', '/assets/boot-abc.js']
const holder = window as unknown as Record<string, unknown>

/** What the script has added to the head: the preloads' hrefs, then the entry's src. */
function added(): string[] {
  return [...document.head.querySelectorAll('link[rel=modulepreload], script[type=module]')].map(
    (node) => node.getAttribute('href') ?? node.getAttribute('src') ?? '',
  )
}

describe('startAppScript', () => {
  afterEach(() => {
    document.head.innerHTML = ''
    delete holder[EARLY_PAINT_GLOBAL]
  })

  it("adds the app's preloads and module script at once where no banner is being painted", () => {
    new Function(startAppScript(ENTRY, PRELOADS))()
    expect(added()).toEqual([...PRELOADS, ENTRY])
    const script = document.head.querySelector('script[type=module]')
    expect(script?.getAttribute('crossorigin')).toBe('')
  })

  it('on a profile, adds them only once the banner is on screen, or the early script gave up', async () => {
    for (const settle of ['resolve', 'reject'] as const) {
      document.head.innerHTML = ''
      let done: (value?: unknown) => void = () => {}
      holder[EARLY_PAINT_GLOBAL] = new Promise((resolve, reject) => (done = settle === 'resolve' ? resolve : reject))
      new Function(startAppScript(ENTRY, PRELOADS))()
      await Promise.resolve()
      expect(added()).toEqual([])
      done()
      await new Promise((resolve) => setTimeout(resolve))
      expect(added()).toEqual([...PRELOADS, ENTRY])
    }
  })
})
