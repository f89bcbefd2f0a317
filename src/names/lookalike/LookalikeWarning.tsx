import { Link } from 'react-router-dom'
import type { NfdRecord } from '../api/types'
import { mixedScripts } from './scripts'
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

/** Words for a list of scripts: "Latin and Cyrillic", "Latin, Greek and Cyrillic". */
const listed = (scripts: readonly string[]) =>
  scripts.length < 2 ? scripts.join('') : `${scripts.slice(0, -1).join(', ')} and ${scripts.at(-1)}`

/**
 * Warns that a name reads like another (0/o, 1/l/i, rn/m, vv/w, full-width forms) or mixes
 * scripts (a Cyrillic "а" among Latin letters) before the user buys or pays it.
 */
export function LookalikeWarning({ name, self }: { name: string; self: NfdRecord | null }) {
  const lookalikes = useLookalikes(name, self)
  const mixed = mixedScripts(name)
  if (lookalikes.length === 0 && !mixed) return null
  return (
    <div
      role="note"
      className="rounded-lg border border-warning bg-surface p-3 text-sm"
      data-testid="lookalike-warning"
    >
      <p className="font-semibold text-warning">
        ⚠ {name} {lookalikes.length > 0 ? 'looks like another name' : 'mixes the letters of several scripts'}
      </p>
      <ul className="mt-1 space-y-0.5">
        {mixed && (
          <li data-testid="mixed-script">
            Its letters come from {listed(mixed)}: some only look like the letters you may expect. Check it is the one
            you mean.
          </li>
        )}
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
