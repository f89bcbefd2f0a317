import { formatDate } from '@/lib/formatDate'
import { i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import type { BadgeView } from './badgeView'

const messages = i18n('names/badges/BadgeList', {
  badges: 'Badges',
  donations: 'Donation',
  earned: params('Earned {date}'),
  tier: 'Tier',
  gold: 'gold',
  silver: 'silver',
  bronze: 'bronze',
})

type Words = ReturnType<typeof messages.get>

/** The kinds the app can name in the reader's language; any other shows as the service spells it. */
function kindLabel(kind: string, t: Words) {
  return kind === 'donations' ? <span>{t.donations}</span> : <span translate="no">{kind}</span>
}

const TIERS = ['gold', 'silver', 'bronze'] as const
const isTier = (value: string): value is (typeof TIERS)[number] => (TIERS as readonly string[]).includes(value)

/** A detail the app can say in the reader's language (a donor's tier); any other as the service sends it. */
function Detail({ name, value, t }: { name: string; value: string; t: Words }) {
  const known = name === 'tier'
  const tier = value.trim().toLowerCase()
  return (
    <div className="contents">
      <dt className="text-muted" translate={known ? undefined : 'no'}>
        {known ? t.tier : name}
      </dt>
      <dd className="break-all" translate={known && isTier(tier) ? undefined : 'no'}>
        {known && isTier(tier) ? t[tier] : value}
      </dd>
    </div>
  )
}

/** Each badge: its kind, its title, what it means and when it was earned, as far as the service says. */
export function BadgeList({ badges }: { badges: readonly BadgeView[] }) {
  const t = useMessages(messages)
  return (
    <ul aria-label={t.badges} className="space-y-2" data-testid="badge-list">
      {badges.map((badge, index) => (
        <li
          key={`${badge.kind}-${index}`}
          className="rounded-lg border border-line p-3"
          data-testid="badge"
          data-kind={badge.kind}
        >
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs text-muted">{kindLabel(badge.kind, t)}</span>
            {/* The service's own words, in English: said so, for the reader's tools and voice. */}
            {badge.title && (
              <span className="font-semibold break-all" translate="no" lang="en">
                {badge.title}
              </span>
            )}
          </p>
          {badge.meaning && (
            <p className="mt-1 text-sm" translate="no" lang="en">
              {badge.meaning}
            </p>
          )}
          {badge.earned && (
            <p className="mt-1 text-sm text-muted">
              <time dateTime={badge.earned.toISOString()}>{t.earned({ date: formatDate(badge.earned) })}</time>
            </p>
          )}
          {badge.details.length > 0 && (
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
              {badge.details.map(([key, value]) => (
                <Detail key={key} name={key} value={value} t={t} />
              ))}
            </dl>
          )}
        </li>
      ))}
    </ul>
  )
}
