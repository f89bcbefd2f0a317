// @vitest-environment jsdom
/**
 * pictureFaults' rules on pages drawn by hand: jsdom lays nothing out, so each element's boxes
 * (and each character's, and what lies at a point) are given here as a browser would measure them.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { controlFaults, textFaults } from './pictureFaults'

const pictureFaults = () => [...controlFaults(), ...textFaults()]

interface Box {
  left: number
  top: number
  width: number
  height: number
}
const rect = ({ left, top, width, height }: Box) =>
  ({ left, top, width, height, x: left, y: top, right: left + width, bottom: top + height }) as DOMRect

/** Gives an element its box, and its inner size (scroll) and outer size (client). */
function place<T extends Element>(element: T, box: Box, inner?: { width: number; height: number }): T {
  Object.assign(element, {
    getBoundingClientRect: () => rect(box),
    getClientRects: () => [rect(box)],
  })
  Object.defineProperties(element, {
    clientWidth: { value: box.width, configurable: true },
    clientHeight: { value: box.height, configurable: true },
    scrollWidth: { value: inner?.width ?? box.width, configurable: true },
    scrollHeight: { value: inner?.height ?? box.height, configurable: true },
  })
  return element
}

/** Each character of `element`'s text at its box: `lines` of text, 10 px a character, 20 px a line. */
const charBoxes = new Map<Node, Box[]>()
function writeLines(element: Element, lines: string[]) {
  element.textContent = lines.join('')
  const boxes = lines.flatMap((line, row) =>
    [...line].map((_, column) => ({ left: column * 10, top: 100 + row * 20, width: 10, height: 20 })),
  )
  charBoxes.set(element.firstChild!, boxes)
}

let atPoint: Element | null = null

beforeEach(() => {
  document.body.innerHTML = ''
  charBoxes.clear()
  place(document.body, { left: 0, top: 0, width: 400, height: 600 })
  place(document.documentElement, { left: 0, top: 0, width: 400, height: 600 })
  Object.defineProperty(window, 'innerHeight', { value: 600, configurable: true })
  atPoint = null
  document.elementFromPoint = () => atPoint
  Element.prototype.scrollIntoView = () => undefined
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    font: '',
    measureText: (text: string) => ({ width: text.length * 8 }),
  } as unknown as CanvasRenderingContext2D)
  // jsdom's Range has no boxes at all.
  Range.prototype.getBoundingClientRect = function (this: Range) {
    return rect(charBoxes.get(this.startContainer)?.[this.startOffset] ?? { left: 0, top: 0, width: 0, height: 0 })
  }
})
afterEach(() => vi.restoreAllMocks())

const add = <K extends keyof HTMLElementTagNameMap>(tag: K, parent: Element = document.body) =>
  parent.appendChild(document.createElement(tag))

describe('pictureFaults', () => {
  it('finds nothing on a page that fits', () => {
    const button = place(add('button'), { left: 10, top: 10, width: 80, height: 30 })
    atPoint = button
    expect(pictureFaults()).toEqual([])
  })

  it('finds a page that scrolls sideways', () => {
    place(document.documentElement, { left: 0, top: 0, width: 400, height: 600 }, { width: 460, height: 600 })
    expect(pictureFaults()).toEqual([{ rule: 'sideways', where: 'page', detail: '460 px wide in a 400 px window' }])
  })

  it('finds a control partly off the window, and one another element covers', () => {
    const cut = place(add('button'), { left: 350, top: 10, width: 80, height: 30 })
    cut.textContent = 'Menu'
    const covered = place(add('a'), { left: 10, top: 50, width: 80, height: 30 })
    covered.setAttribute('href', '/marketplace')
    covered.textContent = 'Marketplace'
    const search = add('input')
    search.setAttribute('data-testid', 'header-search')
    atPoint = search
    expect(pictureFaults()).toEqual([
      { rule: 'offScreen', where: 'button "Menu"', detail: 'from 350 to 430 px in 400' },
      { rule: 'covered', where: 'a "Marketplace"', detail: 'under input[data-testid=header-search]' },
    ])
  })

  it('finds a name broken inside a part that fits the page, not one broken after a dot', () => {
    const crushed = place(add('h1'), { left: 0, top: 100, width: 90, height: 40 })
    writeLines(crushed, ['alice.alg', 'o'])
    const atDot = place(add('h2'), { left: 0, top: 100, width: 60, height: 40 })
    writeLines(atDot, ['alice.', 'algo'])
    expect(pictureFaults()).toEqual([{ rule: 'midWord', where: 'h1 "alice.algo"', detail: '"algo"' }])
  })

  it('finds text out of a box that does not handle it, a name cut short, and a cut placeholder', () => {
    const pill = place(add('p'), { left: 0, top: 0, width: 50, height: 20 }, { width: 70, height: 20 })
    pill.textContent = '2 ofertas nuevas'
    const clipped = place(add('p'), { left: 0, top: 30, width: 50, height: 20 }, { width: 70, height: 20 })
    clipped.textContent = 'Expires in 23 days'
    clipped.style.overflowX = 'hidden'
    const name = place(add('p'), { left: 0, top: 30, width: 50, height: 20 }, { width: 70, height: 20 })
    name.textContent = 'arrowtundra.algo'
    name.setAttribute('translate', 'no')
    name.style.overflowX = 'hidden'
    const field = place(add('input'), { left: 0, top: 60, width: 80, height: 30 })
    field.placeholder = 'Search names'
    atPoint = field
    expect(pictureFaults()).toEqual([
      { rule: 'placeholderCut', where: 'input', detail: '"Search names" needs 96 px of 80' },
      { rule: 'spills', where: 'p "2 ofertas nuevas"', detail: '70×20 inside 50×20' },
      { rule: 'cut', where: 'p "arrowtundra.algo"', detail: '70 px of text in 50' },
    ])
  })

  it("finds a header whose controls are on two rows, and a control's label that wraps", () => {
    const header = add('header')
    const home = place(add('a', header), { left: 0, top: 0, width: 40, height: 30 })
    home.setAttribute('href', '/')
    const menu = place(add('button', header), { left: 0, top: 40, width: 60, height: 40 })
    writeLines(menu, ['Conectar', 'billetera'])
    atPoint = null
    document.elementFromPoint = (_x, y) => (y < 35 ? home : menu)
    expect(pictureFaults()).toEqual([
      { rule: 'headerRows', where: 'header "Conectarbilletera"', detail: '2 controls on more than one row' },
      { rule: 'headerRows', where: 'button "Conectarbilletera"', detail: 'its label wraps' },
    ])
  })
})
