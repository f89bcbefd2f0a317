/**
 * A name that wraps between its parts ("club." / "orbitquartz." / "algo") before it ever wraps
 * inside one: a line break may follow each dot. Its own bidi island, as `Bidi` gives any text
 * from outside.
 */
import { Fragment } from 'react'
import { plainText } from '@/lib/plainText'

export function BreakableName({ name }: { name: string }) {
  const parts = plainText(name).split('.')
  return (
    <bdi translate="no">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 && (
            <>
              .<wbr />
            </>
          )}
        </Fragment>
      ))}
    </bdi>
  )
}
