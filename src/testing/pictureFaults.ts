/**
 * What is wrong with the picture of the page as it is now, as a person would see it:
 * - the page scrolls sideways;
 * - a control is partly outside the window (after scrolling its own strip), or covered: a pointer
 *   at its centre meets another element;
 * - a heading or a name breaks inside a word that would fit the page's width on a line of its own
 *   (a name may break after a dot, any text at a space, a hyphen or a slash);
 * - text spills out of its box (an element with its own text and no overflow handling is wider or
 *   taller inside than out), a name or other data is cut short (an ellipsis), or an empty field's
 *   placeholder is cut;
 * - the header's controls are not on one row, or one's label wraps.
 * Each half runs inside the page (`page.evaluate(controlFaults)`, then `textFaults`), so it imports
 * nothing and its helpers are inside it. controlFaults scrolls to reach each control and leaves
 * the page at its top.
 */
type PictureRule = 'sideways' | 'offScreen' | 'covered' | 'midWord' | 'spills' | 'cut' | 'placeholderCut' | 'headerRows'

export interface PictureFault {
  rule: PictureRule
  /** The element: its tag, test id and the start of its text. */
  where: string
  detail?: string
}

/** Sideways scrolling, controls off screen or covered, and cut placeholders. */
export function controlFaults(): PictureFault[] {
  const faults: PictureFault[] = []
  const root = document.documentElement
  const width = root.clientWidth
  const px = (value: string) => parseFloat(value) || 0

  const describe = (element: Element) => {
    const id = element.getAttribute('data-testid')
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)
    return `${element.tagName.toLowerCase()}${id ? `[data-testid=${id}]` : ''}${text ? ` "${text}"` : ''}`
  }
  const add = (rule: PictureRule, element: Element | null, detail?: string) =>
    faults.push({ rule, where: element ? describe(element) : 'page', ...(detail ? { detail } : {}) })

  /** Drawn and seen: it has boxes, is not hidden, transparent, inert, or only for screen readers. */
  const seen = (element: Element) => {
    if (element.getClientRects().length === 0 || element.closest('[inert], [aria-hidden="true"]')) return false
    const style = getComputedStyle(element)
    if (style.visibility === 'hidden' || (px(style.opacity) === 0 && style.opacity !== '')) return false
    const box = element.getBoundingClientRect()
    return box.width > 1 && box.height > 1
  }

  // 1. Sideways scrolling.
  if (root.scrollWidth > width) add('sideways', null, `${root.scrollWidth} px wide in a ${width} px window`)

  // 2. Controls whole in the window and not covered.
  const controls = document.querySelectorAll(
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"]',
  )
  for (const control of controls) {
    if (!seen(control)) continue
    let box = control.getBoundingClientRect()
    const outside = () => box.left < -0.5 || box.right > width + 0.5
    const belowOrAbove = () => box.top < 0 || box.bottom > window.innerHeight
    // A strip that scrolls sideways (tabs) or a page longer than the window: as a person scrolls to it.
    if (outside() || belowOrAbove()) {
      control.scrollIntoView({ block: 'center', inline: 'nearest' })
      box = control.getBoundingClientRect()
    }
    if (outside()) {
      add('offScreen', control, `from ${Math.round(box.left)} to ${Math.round(box.right)} px in ${width}`)
      continue
    }
    const x = box.left + box.width / 2
    const y = box.top + box.height / 2
    const hit = document.elementFromPoint(x, y)
    const labelOf = hit instanceof HTMLLabelElement && hit.control === control
    if (!hit || (hit !== control && !control.contains(hit) && !labelOf))
      add('covered', control, hit ? `under ${describe(hit)}` : 'nothing at its centre')
  }
  window.scrollTo(0, 0)

  // An empty field's placeholder cut.
  const canvas = document.createElement('canvas').getContext('2d')
  for (const field of document.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]')) {
    if (!canvas || field.value || !field.placeholder || !seen(field)) continue
    const style = getComputedStyle(field)
    canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
    const room = field.clientWidth - px(style.paddingLeft) - px(style.paddingRight)
    const needs = canvas.measureText(field.placeholder).width
    if (field instanceof HTMLInputElement && needs > room + 1)
      add('placeholderCut', field, `"${field.placeholder}" needs ${Math.round(needs)} px of ${Math.round(room)}`)
  }

  return faults
}

/** Words broken inside, text out of its box or cut short, and the header's rows. */
export function textFaults(): PictureFault[] {
  const faults: PictureFault[] = []
  const px = (value: string) => parseFloat(value) || 0

  const describe = (element: Element) => {
    const id = element.getAttribute('data-testid')
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)
    return `${element.tagName.toLowerCase()}${id ? `[data-testid=${id}]` : ''}${text ? ` "${text}"` : ''}`
  }
  const add = (rule: PictureRule, element: Element | null, detail?: string) =>
    faults.push({ rule, where: element ? describe(element) : 'page', ...(detail ? { detail } : {}) })

  /** Drawn and seen: it has boxes, is not hidden, transparent, inert, or only for screen readers. */
  const seen = (element: Element) => {
    if (element.getClientRects().length === 0 || element.closest('[inert], [aria-hidden="true"]')) return false
    const style = getComputedStyle(element)
    if (style.visibility === 'hidden' || (px(style.opacity) === 0 && style.opacity !== '')) return false
    const box = element.getBoundingClientRect()
    return box.width > 1 && box.height > 1
  }

  const charBoxes = (element: Element) => {
    const chars: { char: string; top: number; width: number; height: number }[] = []
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Text only for screen readers (a 1 px clipped box) is not in the picture.
      if (!node.parentElement || !seen(node.parentElement)) continue
      const text = node.textContent ?? ''
      for (let i = 0; i < text.length; i++) {
        const char = text.charAt(i)
        const range = document.createRange()
        range.setStart(node, i)
        range.setEnd(node, i + 1)
        const box = range.getBoundingClientRect()
        // A space ends a word even where the line's end swallows it (no width).
        if (box.width > 0 || /\s/.test(char)) chars.push({ char, top: box.top, width: box.width, height: box.height })
      }
    }
    return chars
  }

  // 3. Headings and names broken inside a word that would fit on a line of its own.
  const lineWidth = (document.querySelector('main') ?? document.body).clientWidth
  for (const element of document.querySelectorAll('h1, h2, h3, h4, h5, h6, bdi')) {
    if (!seen(element)) continue
    const chars = charBoxes(element)
    let word: typeof chars = []
    const check = () => {
      const first = word[0]
      const broken = word.some((char) => first && char.top > first.top + first.height / 2)
      const wide = word.reduce((sum, char) => sum + char.width, 0)
      if (broken && wide <= lineWidth) add('midWord', element, `"${word.map((char) => char.char).join('')}"`)
      word = []
    }
    for (const char of chars) {
      if (/\s/.test(char.char)) {
        check()
        continue
      }
      word.push(char)
      if (/[./\-–—]/.test(char.char)) check()
    }
    check()
  }

  // 4. Text out of its box, and cut placeholders.
  for (const element of document.querySelectorAll<HTMLElement>('body *')) {
    const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())
    if (!ownText || !seen(element)) continue
    const style = getComputedStyle(element)
    if (style.display === 'inline' || style.display === 'contents') continue
    // A name or other data (translate="no") cut by an ellipsis cannot be read whole anywhere.
    if (
      style.overflowX !== 'visible' &&
      element.closest('[translate="no"]') &&
      element.scrollWidth > element.clientWidth + 1
    )
      add('cut', element, `${element.scrollWidth} px of text in ${element.clientWidth}`)
    const sideways = style.overflowX === 'visible' && element.scrollWidth > element.clientWidth + 1
    const downwards = style.overflowY === 'visible' && element.scrollHeight > element.clientHeight + 1
    if (sideways || downwards)
      add(
        'spills',
        element,
        `${element.scrollWidth}×${element.scrollHeight} inside ${element.clientWidth}×${element.clientHeight}`,
      )
  }
  // 5. The header: one row, each label on one line.
  const header = document.querySelector('header')
  if (header) {
    const inRow = [...header.querySelectorAll('a[href], button, input, select')].filter(
      (control) => seen(control) && !control.closest('[role="menu"], [role="dialog"], [data-popover]'),
    )
    const boxes = inRow.map((control) => control.getBoundingClientRect())
    const lowestTop = Math.max(...boxes.map((box) => box.top))
    const highestBottom = Math.min(...boxes.map((box) => box.bottom))
    if (boxes.length > 0 && lowestTop >= highestBottom)
      add('headerRows', header, `${inRow.length} controls on more than one row`)
    for (const control of inRow) {
      // On one line, every character's middle is inside every other's height (a symbol's font may be taller).
      const chars = charBoxes(control).filter((char) => char.width > 0)
      const middles = chars.map((char) => char.top + char.height / 2)
      const low = Math.min(...chars.map((char) => char.top + char.height))
      if (chars.length > 0 && Math.max(...middles) > low) add('headerRows', control, 'its label wraps')
    }
  }
  return faults
}
