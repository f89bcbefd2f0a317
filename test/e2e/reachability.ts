/**
 * Can a pointer reach it? Before a browser test clicks, hovers, checks or picks an option, the
 * element must be the one `elementFromPoint` finds where the pointer lands, inside the viewport,
 * brought there only by scrolls a user can make: scrolling an ancestor whose overflow is hidden or
 * clipped (which Playwright's own scroll-into-view does, and a user cannot) fails the check.
 * `pointerReachable` installs it under every Locator of the worker (the fixtures do it once).
 */
import { expect, type Locator } from '@playwright/test'

type Point = { x: number; y: number }

/** The probe runs in the page: '' when a pointer reaches the element, else why not. */
function probe(element: Element, position: Point | null): string {
  const describe = (node: Element | null): string => {
    if (!node) return 'nothing'
    const id = node.id ? `#${node.id}` : ''
    const testId = node.getAttribute('data-testid')
    const classes = typeof node.className === 'string' ? node.className.trim().split(/\s+/).slice(0, 4) : []
    return `<${node.tagName.toLowerCase()}${id}${testId ? ` data-testid="${testId}"` : ''}${
      classes.length > 0 && classes[0] ? ` class="${classes.join(' ')}"` : ''
    }>`
  }
  const parentOf = (node: Element): Element | null =>
    node.parentElement ?? ((node.getRootNode() as ShadowRoot).host as Element | undefined) ?? null

  // Ancestors that clip without letting a user scroll, and where each stands now.
  const clipped: { node: Element; top: number; left: number; y: boolean; x: boolean }[] = []
  for (let node = parentOf(element); node; node = parentOf(node)) {
    const style = getComputedStyle(node)
    const y = /hidden|clip/.test(style.overflowY)
    const x = /hidden|clip/.test(style.overflowX)
    if (x || y) clipped.push({ node, top: node.scrollTop, left: node.scrollLeft, y, x })
  }
  // As a user would: scroll the page and scrollable panels until it shows.
  element.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  const forced = clipped.filter((c) => (c.y && c.node.scrollTop !== c.top) || (c.x && c.node.scrollLeft !== c.left))
  for (const c of forced) {
    c.node.scrollTop = c.top
    c.node.scrollLeft = c.left
  }
  if (forced.length > 0) {
    return `reachable only by scrolling ${describe(forced[0]!.node)}, whose overflow is clipped: a pointer cannot get there`
  }

  const box = element.getClientRects()[0]
  if (!box || box.width === 0 || box.height === 0) return 'it has no size on screen'
  const x = box.left + (position ? position.x : box.width / 2)
  const y = box.top + (position ? position.y : box.height / 2)
  const view = element.ownerDocument.defaultView!
  if (x < 0 || y < 0 || x >= view.innerWidth || y >= view.innerHeight) {
    return `its point (${Math.round(x)}, ${Math.round(y)}) is outside the ${view.innerWidth}×${view.innerHeight} viewport`
  }
  const root = element.getRootNode() as Document | ShadowRoot
  const hit = root.elementFromPoint(x, y)
  if (!hit) return 'nothing is under the pointer'
  if (hit === element || element.contains(hit)) return ''
  // A form control is also reached through its label.
  const labels = 'labels' in element ? [...((element as HTMLInputElement).labels ?? [])] : []
  if (labels.some((label) => label === hit || label.contains(hit))) return ''
  return `the pointer lands on ${describe(hit)} instead`
}

interface ReachOptions {
  position?: Point
  timeout?: number
  force?: boolean
}

/**
 * Waits as the action itself would for the element to show, then until a pointer reaches it
 * (overlays fading out, menus settling), and fails with the reason if it never does.
 */
async function expectPointerReaches(locator: Locator, options: ReachOptions = {}): Promise<void> {
  if (options.force) throw new Error('A test clicks what a user can click: never `force`.')
  await locator.waitFor({ state: 'visible', timeout: options.timeout })
  await expect
    .poll(() => locator.evaluate(probe, options.position ?? null, { timeout: options.timeout }), {
      message: `a pointer reaches ${locator.toString()}`,
      // Long enough for a page still booting under load to settle.
      timeout: options.timeout ?? 15_000,
    })
    .toBe('')
}

let beforeAction: ((locator: Locator) => Promise<void>) | null = null

/** Runs before every pointer action, once the element is reachable (one at a time per worker). */
export function setBeforePointerAction(hook: ((locator: Locator) => Promise<void>) | null): void {
  beforeAction = hook
}

const ACTIONS = ['click', 'dblclick', 'tap', 'hover', 'check', 'uncheck', 'setChecked', 'selectOption'] as const
const installed = Symbol('pointerReachable')

/** Every pointer action of every Locator first checks that a pointer reaches the element. */
export function pointerReachable(sample: Locator): void {
  const proto = Object.getPrototypeOf(sample) as Record<string | symbol, unknown>
  if (proto[installed]) return
  proto[installed] = true
  for (const action of ACTIONS) {
    const original = proto[action] as (this: Locator, ...args: unknown[]) => Promise<unknown>
    // The options are the last argument (setChecked and selectOption take a value first).
    const at = action === 'setChecked' || action === 'selectOption' ? 1 : 0
    proto[action] = async function (this: Locator, ...args: unknown[]) {
      await expectPointerReaches(this, (args[at] as ReachOptions | undefined) ?? {})
      await beforeAction?.(this)
      return original.apply(this, args)
    }
  }
}
