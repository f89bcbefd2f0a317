import { useDeferredValue } from 'react'
import { Navigate, useParams } from 'react-router-dom'
import { useDocumentTitle } from '@/pages/useDocumentTitle'
import { PrefetchLink } from '@/ui/PrefetchLink'
import { buttonClasses } from '@/ui/buttonClasses'
import { NameActions } from '@/names/transactions/flow/NameActions'
import type { NfdRecord } from '@/names/api/types'
import { usePrefetchActivity } from '@/names/hooks/useActivity'
import { RECENT_ACTIVITY } from '@/names/hooks/prefetchProfile'
import { useName } from '@/names/hooks/useName'
import { useQuote } from '@/names/hooks/useQuote'
import { AddressLink } from '@/names/ui/AddressLink'
import { avatarOf } from '@/names/cards/NameCard'
import { ErrorState } from '@/names/ui/ErrorState'
import { nameHref } from '@/names/core/nameHref'
import { Price } from '@/names/ui/Price'
import { bannerOf } from '@/names/core/profileFields'
import { quoteBuyer } from '@/names/core/quoteBuyer'
import { ShareButtons } from '@/names/ui/ShareButtons'
import { WatchStar } from '@/names/ui/WatchStar'
import { AuctionSchedule } from '@/names/auction/AuctionSchedule'
import { AuctionStatus } from '@/names/auction/AuctionStatus'
import { BadgesSection } from '@/names/badges/BadgesSection'
import { auctionDecimals } from '@/names/core/auctionWindow'
import { LookalikeWarning } from '@/names/ui/LookalikeWarning'
import { CalendarReminders } from '@/names/ui/CalendarReminders'
import { reminderOf } from '@/names/core/expiryReminders'
import { Skeleton } from '@/ui/Skeleton'
import { isApiName, isSegmentName, isValidName, segmentToRoot, validateNameInput } from '@/names/core/validation'
import { nameInputMessage } from '@/names/core/nameInputMessage'
import { mintQuoteUsd, SEGMENT_FEE_USD, segmentYearlyPriceUsd } from '@/names/core/yearlyPriceUsd'
import { segmentMintFor } from '@/names/core/abilities'
import { formatAlgoAmount } from '@/lib/money'
import { useNetwork, useWallet } from '@/wallet/react'
import { useOnline } from '@/lib/useOnline'
import { DataAge } from '@/names/offline/DataAge'
import { ActivitySection } from './ActivitySection'
import { NameDialogsHost } from './NameDialogsHost'
import { OnChainFallback } from './OnChainFallback'
import { Card, ProfileAbout, ProfileAddresses } from './ProfileDetails'
import { ProfileHeader } from './ProfileHeader'
import { ProfileSkeleton } from './ProfileSkeleton'
import { OffersSection } from './OffersSection'
import { SalesSection } from './SalesSection'
import { SegmentsSection } from './SegmentsSection'
import { VaultSection } from './VaultSection'
import { applicationAddress } from '@/lib/address'
import { formatDate } from '@/lib/formatDate'
import { i18n, params } from '@/lib/i18n/i18n'
import { Interpolate } from '@/lib/i18n/Interpolate'
import { useMessages } from '@/lib/i18n/useMessages'

const messages = i18n('pages/name/NamePage', {
  invalidTitle: 'Not a valid name',
  invalid: params('“{name}” is not a valid name'),
  search: 'Search for a name',
  loadFailed: params('Could not load {name}'),
  offlineNotKept: params(
    'You are offline, and this device has not kept {name} from an earlier visit: its profile loads when the connection returns.',
  ),
  carryCost: params('(includes {amount} carry cost)'),
  noPrice: 'The price is not available right now.',
  segmentOf: 'Segment of {root}',
  unknown: 'The name service has no name by this spelling.',
  available: 'Nobody owns this name yet: it is available to mint.',
  forOneYear: 'for 1 year',
  segmentOpen: params(
    'Nobody owns this segment yet. The owner of {root} lets anyone mint its segments, at their price plus the {fee} segment fee.',
  ),
  segmentOwner: params('You own {root}: you may mint its segments for the segment fee alone.'),
  segmentClosed: params('Only the owner of {root} can mint its segments.'),
  rootNotMinted: params('{root} is not minted yet.'),
  reminder: 'Expiry reminder',
  pay: params('Pay {name}'),
  forSale: 'for sale',
  toClaim: 'to claim it now',
  reservedFor: 'Reserved for {address}',
  lastOwner: 'Last owner {address}',
  ownedBy: 'Owned by {address}',
  onlyBuyer: 'Only {address} may buy it',
  expired: 'Expired {date}',
  expires: 'Expires {date}',
  auction: 'Reverse auction',
  share: 'Share',
})

/** /name/:name — the profile of a name, or the way to mint it when nobody has. */
export function NamePage() {
  const { name: param = '' } = useParams()
  const checked = validateNameInput(param)
  // A name outside the input rule that the API may return (emoji, a long segment) still opens.
  const apiName = !checked.ok && isApiName(param)
  const t = useMessages(messages)
  useDocumentTitle(checked.ok ? checked.name : apiName ? param : t.invalidTitle)
  if (apiName) return <NameProfile key={param} name={param} />
  if (!checked.ok) {
    return (
      <div className="mx-auto max-w-xl space-y-3 py-10 text-center" data-testid="invalid-name">
        <h1 className="text-2xl font-bold break-all">{t.invalid({ name: param })}</h1>
        <p className="text-muted">{nameInputMessage(checked.problem)}</p>
        <PrefetchLink to="/" className="inline-block rounded font-medium text-accent hover:underline">
          {t.search}
        </PrefetchLink>
      </div>
    )
  }
  // One address per name: /name/Alice and /name/alice lead to /name/alice.algo.
  if (checked.name !== param) return <Navigate to={`/name/${checked.name}`} replace />
  return <NameProfile key={checked.name} name={checked.name} />
}

function NameProfile({ name }: { name: string }) {
  const query = useName(name, 'full')
  // The activity needs only the name: it loads beside the record, not after it (the route's
  // loader has usually started both already; this covers the page rendered on its own).
  usePrefetchActivity([name], RECENT_ACTIVITY)
  // The profile is a large tree. Deferred, React renders it in slices that yield to the browser,
  // instead of in one long task the moment the record arrives; the skeleton stays meanwhile.
  const data = useDeferredValue(query.data)
  // An unminted segment's root (the same query its mint page reads): the mint dialog needs it.
  const root = useName(data === null && isSegmentName(name) ? segmentToRoot(name) : '', 'full')
  return (
    // The dialogs live above the page's states: a mint's Done step survives the page turning into the profile.
    <NameDialogsHost name={name} record={data ?? null} root={data === null ? root.data : undefined}>
      <NameProfileBody name={name} query={query} data={data} />
    </NameDialogsHost>
  )
}

function NameProfileBody({
  name,
  query,
  data,
}: {
  name: string
  query: ReturnType<typeof useName>
  data: NfdRecord | null | undefined
}) {
  const t = useMessages(messages)
  const online = useOnline()
  if (data === undefined) {
    if (query.error) {
      return (
        <div className="space-y-4">
          <h1 className="text-2xl font-bold break-all" translate="no">
            {name}
          </h1>
          <ErrorState error={query.error} onRetry={() => void query.refetch()} title={t.loadFailed({ name })} />
          <OnChainFallback name={name} />
        </div>
      )
    }
    // Offline nothing is on its way: say so instead of a skeleton that waits for ever.
    if (!online) return <NotKeptOffline name={name} />
    return <ProfileSkeleton />
  }
  if (data !== null) {
    if (online) return <Profile name={name} record={data} />
    // Kept from an earlier visit: shown with its age.
    return (
      <div className="space-y-4">
        <DataAge fetchedAt={query.dataUpdatedAt} what="profile" />
        <Profile name={name} record={data} />
      </div>
    )
  }
  // Only names of the input rule can be minted; any other the API does not know is just absent.
  return isValidName(name) ? <AvailableProfile name={name} /> : <UnknownName name={name} />
}

/** The 1-year price (or the takeover price of an expired name) for whoever is looking. */
function useNamePrice(name: string, wanted: boolean) {
  const { activeAddress } = useWallet()
  const { network } = useNetwork()
  return useQuote(wanted ? name : '', quoteBuyer(activeAddress, network.id))
}

/** `mint`: the quote is the price of a new name, set in dollars, so its dollar value is shown too. */
function QuoteLine({
  name,
  label,
  mint = false,
  auction = false,
  yearlyUsd,
}: {
  name: string
  label: string
  mint?: boolean
  /** An expired name's price now, falling every second: fewer decimals. */
  auction?: boolean
  /** A segment's dollars a year, from its root (the length table does not price segments). */
  yearlyUsd?: number | null
}) {
  const t = useMessages(messages)
  const quote = useNamePrice(name, true)
  if (quote.data) {
    // A mint's dollars come from its own price table; other quotes use the market's rate.
    const usd = mint ? mintQuoteUsd(name, quote.data, new Date(), yearlyUsd) : undefined
    return (
      <p className="flex flex-wrap items-baseline gap-x-2" data-testid="quote">
        <Price
          microalgos={quote.data.price}
          usd={usd}
          size="lg"
          maxDecimals={auction ? auctionDecimals(quote.data.price) : undefined}
        />
        <span className="text-muted">{label}</span>
        {quote.data.carryCost > 0 && (
          <span className="text-muted">{t.carryCost({ amount: formatAlgoAmount(quote.data.carryCost) })}</span>
        )}
      </p>
    )
  }
  if (quote.isError) return <p className="text-muted">{t.noPrice}</p>
  return <Skeleton className="h-8 w-48" />
}

function RootLink({ name }: { name: string }) {
  const root = segmentToRoot(name)
  const href = nameHref(root)
  const t = useMessages(messages)
  const link = href ? (
    <PrefetchLink to={href} className="rounded font-medium text-accent hover:underline" translate="no">
      {root}
    </PrefetchLink>
  ) : (
    <span className="font-medium" translate="no">
      {root}
    </span>
  )
  return (
    <p data-testid="segment-of">
      <Interpolate text={t.segmentOf} values={{ root: link }} />
    </p>
  )
}

function NotKeptOffline({ name }: { name: string }) {
  const t = useMessages(messages)
  return (
    <div className="space-y-3" data-testid="profile-offline">
      <h1 className="text-2xl font-bold break-all" translate="no">
        {name}
      </h1>
      <p role="status">{t.offlineNotKept({ name })}</p>
    </div>
  )
}

function UnknownName({ name }: { name: string }) {
  const t = useMessages(messages)
  return (
    <div className="mx-auto max-w-xl space-y-3 py-10 text-center" data-testid="unknown-name">
      <h1 className="text-2xl font-bold break-all" translate="no">
        {name}
      </h1>
      <p className="text-muted">{t.unknown}</p>
      {/* A link to a homograph of a real name lands here: say what it imitates. */}
      <div className="text-start">
        <LookalikeWarning name={name} self={null} />
      </div>
    </div>
  )
}

function AvailableProfile({ name }: { name: string }) {
  const segment = isSegmentName(name)
  const root = useName(segment ? segmentToRoot(name) : '', 'full')
  const { activeAddress } = useWallet()
  const t = useMessages(messages)
  if (segment) return <AvailableSegment name={name} root={root.data} activeAddress={activeAddress} />
  return (
    <div className="space-y-6" data-testid="profile-available">
      <ProfileHeader
        name={name}
        state="available"
        avatar={null}
        banner={null}
        action={
          <div className="flex items-center gap-2">
            <WatchStar name={name} withLabel />
            <NameActions record={null} name={name} />
          </div>
        }
      >
        <p>{t.available}</p>
        <LookalikeWarning name={name} self={null} />
        <QuoteLine name={name} label={t.forOneYear} mint />
      </ProfileHeader>
    </div>
  )
}

/**
 * An unminted segment: minting is offered only as its root allows (anyone when the root's owner
 * opened it, at their price plus the segment fee; otherwise the root's owner alone).
 */
function AvailableSegment({
  name,
  root,
  activeAddress,
}: {
  name: string
  /** undefined while the root loads */
  root: NfdRecord | null | undefined
  activeAddress: string | null
}) {
  const rootName = segmentToRoot(name)
  const policy = root === undefined ? null : segmentMintFor(root, activeAddress, new Date())
  const yearlyUsd = root ? segmentYearlyPriceUsd(root, policy === 'owner') : null
  const t = useMessages(messages)
  return (
    <div className="space-y-6" data-testid="profile-available" data-segment-mint={policy ?? 'loading'}>
      <ProfileHeader
        name={name}
        state="available"
        avatar={null}
        banner={null}
        action={policy === 'open' || policy === 'owner' ? <NameActions record={null} name={name} root={root} /> : null}
      >
        {policy === null && <Skeleton className="h-6 w-64" />}
        {policy === 'open' && <p>{t.segmentOpen({ root: rootName, fee: `$${SEGMENT_FEE_USD}` })}</p>}
        {policy === 'owner' && <p>{t.segmentOwner({ root: rootName })}</p>}
        {policy === 'closed' && (
          <p data-testid="segment-locked">
            {root ? t.segmentClosed({ root: rootName }) : t.rootNotMinted({ root: rootName })}
          </p>
        )}
        {(policy === 'open' || policy === 'owner') && (
          <QuoteLine name={name} label={t.forOneYear} mint yearlyUsd={yearlyUsd} />
        )}
        <RootLink name={name} />
      </ProfileHeader>
    </div>
  )
}

function OwnerOffers({ record }: { record: NfdRecord }) {
  const { activeAddress } = useWallet()
  return activeAddress && record.owner === activeAddress ? <OffersSection name={record.name} /> : null
}

/** The owner's calendar reminder of the expiry; nothing for anyone else or a name for life. */
function OwnerReminders({ record }: { record: NfdRecord }) {
  const { activeAddress } = useWallet()
  const reminder = reminderOf(record, new Date())
  const t = useMessages(messages)
  if (!activeAddress || record.owner !== activeAddress || !reminder) return null
  return (
    <Card title={t.reminder} id="reminder-heading">
      <CalendarReminders reminders={[reminder]} fileName={`${record.name}-expiry.ics`} />
    </Card>
  )
}

/** Who holds the name: reserved for someone, owned, or (expired) last owned. */
function OwnerLine({ record, expired }: { record: NfdRecord; expired: boolean }) {
  const t = useMessages(messages)
  if (record.state === 'reserved') {
    return record.reservedFor ? (
      <p className="flex flex-wrap items-center gap-1">
        <Interpolate text={t.reservedFor} values={{ address: <AddressLink address={record.reservedFor} /> }} />
      </p>
    ) : null
  }
  if (!record.owner) return null
  return (
    <p className="flex flex-wrap items-center gap-1" data-testid="owner">
      {/* Expired, it is its owner's only to renew, until someone takes it over. */}
      <Interpolate
        text={expired ? t.lastOwner : t.ownedBy}
        values={{ address: <AddressLink address={record.owner} /> }}
      />
    </p>
  )
}

function ExpiryLine({ record, expired }: { record: NfdRecord; expired: boolean }) {
  const t = useMessages(messages)
  const expires = record.timeExpires ? new Date(record.timeExpires) : null
  if (!expires || Number.isNaN(expires.getTime())) return null
  return (
    <p className="text-muted">
      <Interpolate
        text={expired ? t.expired : t.expires}
        values={{
          date: <time dateTime={record.timeExpires}>{formatDate(expires)}</time>,
        }}
      />
    </p>
  )
}

/** `name`: the name asked for, which every later request and stored entry uses (getName refuses a record of another). */
function Profile({ name, record }: { name: string; record: NfdRecord }) {
  const expired = record.state === 'expired' || record.expired === true
  const forSale = record.state === 'forSale' && record.sellAmount !== undefined
  const isSegment = record.parentAppID !== undefined || isSegmentName(name)
  const t = useMessages(messages)
  return (
    <div className="space-y-6" data-testid="profile" data-state={record.state}>
      <ProfileHeader
        name={name}
        state={expired ? 'expired' : record.state}
        avatar={avatarOf(record)}
        displayName={record.properties?.userDefined?.name?.trim()}
        banner={bannerOf(record)}
        action={
          <div className="flex flex-wrap items-center gap-2">
            <WatchStar name={name} withLabel />
            {record.state === 'owned' && !expired && (
              <PrefetchLink to={`/pay/${name}`} className={buttonClasses('md', 'default')} data-testid="pay-link">
                {t.pay({ name })}
              </PrefetchLink>
            )}
            <NameActions record={record} name={name} />
          </div>
        }
      >
        {forSale && (
          <p className="flex flex-wrap items-baseline gap-x-2" data-testid="sale-price">
            <Price microalgos={record.sellAmount!} size="lg" />
            <span className="text-muted">{t.forSale}</span>
          </p>
        )}
        {expired && <QuoteLine name={name} label={t.toClaim} auction />}
        {expired && <AuctionStatus record={record} />}
        {(forSale || expired || record.state === 'reserved') && <LookalikeWarning name={name} self={record} />}
        <OwnerLine record={record} expired={expired} />
        {forSale && record.reservedFor && (
          <p className="flex flex-wrap items-center gap-1">
            <Interpolate text={t.onlyBuyer} values={{ address: <AddressLink address={record.reservedFor} /> }} />
          </p>
        )}
        {isSegment && <RootLink name={name} />}
        <ExpiryLine record={record} expired={expired} />
      </ProfileHeader>
      <div className="grid gap-6 md:grid-cols-3">
        <div className="min-w-0 space-y-6 md:col-span-2">
          {expired && (
            <Card title={t.auction} id="auction-heading">
              {/* As tall as the schedule will be: the quotes arrive after the record, and nothing below moves. */}
              <div className="min-h-72">
                <AuctionSchedule record={record} />
              </div>
            </Card>
          )}
          <ProfileAbout record={record} />
          {!isSegment && record.appID !== undefined && (
            <SegmentsSection appId={record.appID} name={name} record={record} />
          )}
          {!expired && record.appID !== undefined && (
            <VaultSection record={record} vault={applicationAddress(record.appID)} />
          )}
          <ActivitySection name={name} />
          {/* Below the activity: sections that arrive later grow at the bottom and move nothing. */}
          <SalesSection name={name} />
          <BadgesSection name={name} />
        </div>
        <div className="min-w-0 space-y-6">
          <ProfileAddresses record={record} />
          <OwnerReminders record={record} />
          <Card title={t.share} id="share-heading">
            <ShareButtons name={name} forSale={forSale} />
          </Card>
          <OwnerOffers record={record} />
        </div>
      </div>
    </div>
  )
}
