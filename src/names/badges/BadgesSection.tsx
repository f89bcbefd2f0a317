import type { ReactNode } from 'react'
import { i18n } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import { EmptyState } from '../ui/ErrorState'
import { BadgeList } from './BadgeList'
import { badgeViews } from './badgeView'
import { DonationChart } from './DonationChart'
import { QueryPart } from './QueryPart'
import { useBadges, useDonationCauses, useDonationsGiven, useDonors } from './useNameBadges'

const messages = i18n('names/badges/BadgesSection', {
  title: 'Badges and donations',
  badges: 'Badges',
  given: 'Donations given',
  received: 'Donations received',
  loadingBadges: 'Loading the badges',
  loadingGiven: 'Loading the donations given',
  loadingReceived: 'Loading the donations received',
  badgesFailed: 'The badges are unavailable right now',
  givenFailed: 'The donations given are unavailable right now',
  receivedFailed: 'The donations received are unavailable right now',
  noBadges: 'No badges yet',
  noBadgesBody: 'Badges the name service awards, such as for donations, appear here.',
  noGiven: 'No donations given',
  noGivenBody: "Gifts from this name's addresses to the causes the name service tracks appear here.",
  notCause: 'Not a tracked cause',
  notCauseBody: 'The name service counts donations received only for the causes it tracks.',
  noDonors: 'No donations received yet',
})

function Part({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <div className="space-y-2" data-testid={testId}>
      <h3 className="font-semibold">{title}</h3>
      {children}
    </div>
  )
}

/** A cause's donors, largest first. */
function Donors({ name }: { name: string }) {
  const t = useMessages(messages)
  const donors = useDonors(name)
  return (
    <QueryPart query={donors} loading={t.loadingReceived} failed={t.receivedFailed}>
      {(data) =>
        data === null ? (
          <EmptyState title={t.notCause}>{t.notCauseBody}</EmptyState>
        ) : data.length > 0 ? (
          <DonationChart donations={data} given={false} />
        ) : (
          <EmptyState title={t.noDonors} />
        )
      }
    </QueryPart>
  )
}

/** A name's badges, the donations it gave and those it received: each part loads and fails on its own. */
export function BadgesSection({ name }: { name: string }) {
  const t = useMessages(messages)
  const badges = useBadges(name)
  const given = useDonationsGiven(name)
  const causes = useDonationCauses()
  return (
    <section
      aria-labelledby="badges-heading"
      className="space-y-5 rounded-2xl border border-line bg-surface p-4 sm:p-5"
      data-testid="name-badges"
    >
      <h2 id="badges-heading" className="text-lg font-semibold">
        {t.title}
      </h2>
      <Part title={t.badges} testId="badges">
        <QueryPart query={badges} loading={t.loadingBadges} failed={t.badgesFailed}>
          {(data) => {
            const views = badgeViews(data)
            return views.length > 0 ? (
              <BadgeList badges={views} />
            ) : (
              <EmptyState title={t.noBadges}>{t.noBadgesBody}</EmptyState>
            )
          }}
        </QueryPart>
      </Part>
      <Part title={t.given} testId="donations-given">
        <QueryPart query={given} loading={t.loadingGiven} failed={t.givenFailed}>
          {(data) =>
            data.length > 0 ? (
              <DonationChart donations={data} given />
            ) : (
              <EmptyState title={t.noGiven}>{t.noGivenBody}</EmptyState>
            )
          }
        </QueryPart>
      </Part>
      <Part title={t.received} testId="donations-received">
        {/* Only a tracked cause has donors to ask for. */}
        <QueryPart query={causes} loading={t.loadingReceived} failed={t.receivedFailed}>
          {(list) =>
            list.some((cause) => cause.name === name) ? (
              <Donors name={name} />
            ) : (
              <EmptyState title={t.notCause}>{t.notCauseBody}</EmptyState>
            )
          }
        </QueryPart>
      </Part>
    </section>
  )
}
