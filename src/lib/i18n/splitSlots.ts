/**
 * A translated sentence cut at its element placeholders, so elements (a link, a name kept from
 * translation) sit inside it where each language puts them: `fill` gets a marker per slot and
 * returns the sentence; the result is its text pieces and the slots' names, in order.
 */
const MARK = '\u{F8FF}'

export type SentencePiece = { text: string } | { slot: string }

export function splitSlots<K extends string>(
  slots: readonly K[],
  fill: (markers: Record<K, string>) => string,
): SentencePiece[] {
  const markers = Object.fromEntries(slots.map((slot) => [slot, `${MARK}${slot}${MARK}`])) as Record<K, string>
  const text = fill(markers)
  return text
    .split(MARK)
    .map((piece, index): SentencePiece =>
      index % 2 === 1 && slots.includes(piece as K) ? { slot: piece } : { text: piece },
    )
    .filter((piece) => !('text' in piece) || piece.text !== '')
}
