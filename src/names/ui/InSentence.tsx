import { Fragment, type ReactNode } from 'react'
import { splitSlots } from '@/lib/i18n/splitSlots'

/**
 * Elements (a name, a link) inside a translated sentence, each at its placeholder: `fill` makes
 * the sentence from a marker per element.
 */
export function InSentence<K extends string>({
  fill,
  parts,
}: {
  fill: (markers: Record<K, string>) => string
  parts: Record<K, ReactNode>
}) {
  const pieces = splitSlots(Object.keys(parts) as K[], fill)
  return pieces.map((piece, index) => (
    <Fragment key={index}>{'text' in piece ? piece.text : parts[piece.slot as K]}</Fragment>
  ))
}
