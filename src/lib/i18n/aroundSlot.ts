/**
 * The words before and after one placeholder of a translated sentence, so an element (a link, a
 * name kept from translation) can sit inside it where each language puts it.
 */
const SLOT = '\u{F8FF}slot\u{F8FF}'

export function aroundSlot(fill: (slot: string) => string): [before: string, after: string] {
  const text = fill(SLOT)
  const at = text.indexOf(SLOT)
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + SLOT.length)]
}
