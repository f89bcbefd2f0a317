import { Link } from 'react-router-dom'
import type { NfdRecord } from '../api/types'
import { mixedScripts } from '../core/scripts'
import { scriptsInWords } from '../core/scriptsInWords'
import { useLookalikes } from '../hooks/useLookalikes'
import { useName } from '../hooks/useName'
import { normalizeNameInput } from '../core/validation'
import { i18n, params } from '@/lib/i18n/i18n'
import { Interpolate } from '@/lib/i18n/Interpolate'
import { useMessages } from '@/lib/i18n/useMessages'

const messages = i18n('names/ui/LookalikeWarning', {
  looksLike: params('⚠ {name} looks like another name'),
  notValid: params('⚠ {name} is not a valid .algo name, and it looks like another name'),
  mixes: params('⚠ {name} mixes the letters of several scripts'),
  mixedLetters: params(
    'Its letters come from {scripts}: some only look like the letters you may expect. Check it is the one you mean.',
  ),
  established: params(
    'It differs from {name}, an existing name minted before it, only by characters that look alike. Check it is the one you mean.',
  ),
  owned: params(
    'It differs from {name}, a name you own, only by characters that look alike. Check it is the one you mean.',
  ),
  watched: params(
    'It differs from {name}, a name you watch, only by characters that look alike. Check it is the one you mean.',
  ),
  imitates: params('It is spelled in letters that only look like those of {name}. Check it is the one you mean.'),
})

/** The warning for a name known only by its text (search, review): its record is a cached lookup. */
export function LookalikeWarningByName({ name }: { name: string }) {
  const self = useName(name)
  return self.data === undefined ? null : <LookalikeWarning name={name} self={self.data} />
}

/**
 * The search box's warning for what cannot be a name (`ѕсоре`, Cyrillic letters): it says so, and
 * which name it looks like. Nothing is looked up for the input itself: it is not minted.
 */
export function LookalikeWarningForInput({ input }: { input: string }) {
  const name = normalizeNameInput(input)
  return name ? <LookalikeWarning name={name} self={null} invalid /> : null
}

/**
 * Warns that a name reads like another (0/o, 1/l/i, rn/m, vv/w, full-width forms) or mixes
 * scripts (a Cyrillic "а" among Latin letters) before the user buys or pays it.
 */
export function LookalikeWarning({
  name,
  self,
  invalid = false,
}: {
  name: string
  self: NfdRecord | null
  /** Not a valid .algo name (typed in the search box): the warning says so first. */
  invalid?: boolean
}) {
  const t = useMessages(messages)
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
        <Interpolate
          text={(invalid && lookalikes.length > 0 ? t.notValid : lookalikes.length > 0 ? t.looksLike : t.mixes)({
            name: '{name}',
          })}
          values={{ name: <bdi translate="no">{name}</bdi> }}
        />
      </p>
      <ul className="mt-1 space-y-0.5">
        {mixed && <li data-testid="mixed-script">{t.mixedLetters({ scripts: scriptsInWords(mixed) })}</li>}
        {lookalikes.map((l) => (
          <li key={l.name} data-name={l.name} data-reason={l.reason}>
            <Interpolate
              text={t[l.reason]({ name: '{name}' })}
              values={{
                name: (
                  <Link to={`/name/${l.name}`} className="font-medium text-accent hover:underline" translate="no">
                    {l.name}
                  </Link>
                ),
              }}
            />
          </li>
        ))}
      </ul>
    </div>
  )
}
