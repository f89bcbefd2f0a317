import { Link } from 'react-router-dom'
import type { NfdRecord } from '../api/types'
import { useLookalikes, type LookalikeReason } from './useLookalikes'
import { useName } from '../hooks/useName'

const WHY: Record<LookalikeReason, string> = {
  established: 'an existing name minted before it',
  owned: 'a name you own',
  watched: 'a name you watch',
}

/** The warning for a name known only by its text (search, review): its record is a cached lookup. */
export function LookalikeWarningByName({ name }: { name: string }) {
  const self = useName(name)
  return self.data === undefined ? null : <LookalikeWarning name={name} self={self.data} />
}

/** Warns that a name reads like another (0/o, 1/l/i, rn/m, vv/w) before the user buys or pays it. */
export function LookalikeWarning({ name, self }: { name: string; self: NfdRecord | null }) {
  const lookalikes = useLookalikes(name, self)
  if (lookalikes.length === 0) return null
  return (
    <div
      role="note"
      className="rounded-lg border border-warning bg-surface p-3 text-sm"
      data-testid="lookalike-warning"
    >
      <p className="font-semibold text-warning">⚠ {name} looks like another name</p>
      <ul className="mt-1 space-y-0.5">
        {lookalikes.map((l) => (
          <li key={l.name} data-name={l.name} data-reason={l.reason}>
            It differs from{' '}
            <Link to={`/name/${l.name}`} className="font-medium text-accent hover:underline">
              {l.name}
            </Link>
            , {WHY[l.reason]}, only by characters that look alike. Check it is the one you mean.
          </li>
        ))}
      </ul>
    </div>
  )
}
