import type { ReactNode } from 'react'
import { aroundSlot } from '@/lib/i18n/aroundSlot'

/** An element (a name, a link) inside a translated sentence, at its placeholder: `fill` makes the sentence around it. */
export function InSentence({ fill, children }: { fill: (slot: string) => string; children: ReactNode }) {
  const [before, after] = aroundSlot(fill)
  return (
    <>
      {before}
      {children}
      {after}
    </>
  )
}
