/**
 * The first character as a reader sees it: a whole emoji (surrogate pairs, ZWJ sequences, flags),
 * never half of one, which would draw as "�".
 */
export function firstGrapheme(text: string): string {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    const first = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)[Symbol.iterator]().next()
    return first.done ? '' : first.value.segment
  }
  return Array.from(text)[0] ?? ''
}
