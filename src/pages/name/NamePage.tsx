import { useDeferredValue } from 'react'
import { Navigate, useParams } from 'react-router-dom'
import { useDocumentTitle } from '@/app/useDocumentTitle'
import { PrefetchLink } from '@/app/PrefetchLink'
import { NameActions } from '@/names/transactions/NameActions'
import type { NfdRecord } from '@/names/api/types'
import { usePrefetchActivity } from '@/names/hooks/useActivity'
import { RECENT_ACTIVITY } from '@/names/hooks/prefetchProfile'
import { useName } from '@/names/hooks/useName'
import { useQuote } from '@/names/hooks/useQuote'
import { AddressLink } from '@/names/ui/AddressLink'
import { avatarOf } from '@/names/ui/NameCard'
import { ErrorState } from '@/names/ui/ErrorState'
import { Price } from '@/names/ui/Price'
import { bannerOf } from '@/names/ui/profileFields'
import { quoteBuyer } from '@/names/ui/quoteBuyer'
import { ShareButtons } from '@/names/ui/ShareButtons'
import { Skeleton } from '@/names/ui/Skeleton'
import { isSegmentName, segmentToRoot, validateNameInput } from '@/names/validation'
import { mintQuoteUsd } from '@/names/yearlyPriceUsd'
import { formatAlgos } from '@/lib/money'
import { useNetwork, useWallet } from '@/wallet/react'
import { ActivitySection } from './ActivitySection'
import { OnChainFallback } from './OnChainFallback'
import { Card, ProfileAbout, ProfileAddresses } from './ProfileDetails'
import { ProfileHeader } from './ProfileHeader'
import { ProfileSkeleton } from './ProfileSkeleton'
import { SegmentsSection } from './SegmentsSection'

/** /name/:name — the profile of a name, or the way to mint it when nobody has. */
export function NamePage() {
  const { name: param = '' } = useParams()
  const checked = validateNameInput(param)
  useDocumentTitle(checked.ok ? checked.name : 'Not a valid name')
  if (!checked.ok) {
    return (
      <div className="mx-auto max-w-xl space-y-3 py-10 text-center" data-testid="invalid-name">
        <h1 className="text-2xl font-bold break-all">“{param}” is not a valid name</h1>
        <p className="text-muted">{checked.message}</p>
        <PrefetchLink to="/" className="inline-block rounded font-medium text-accent hover:underline">
          Search for a name
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
  if (data === undefined) {
    if (query.error) {
      return (
        <div className="space-y-4">
          <h1 className="text-2xl font-bold break-all">{name}</h1>
          <ErrorState error={query.error} onRetry={() => void query.refetch()} title={`Could not load ${name}`} />
          <OnChainFallback name={name} />
        </div>
      )
    }
    return <ProfileSkeleton />
  }
  return data === null ? <AvailableProfile name={name} /> : <Profile record={data} />
}

/** The 1-year price (or the takeover price of an expired name) for whoever is looking. */
function useNamePrice(name: string, wanted: boolean) {
  const { activeAddress } = useWallet()
  const { network } = useNetwork()
  return useQuote(wanted ? name : '', quoteBuyer(activeAddress, network.id))
}

/** `mint`: the quote is the price of a new name, set in dollars, so its dollar value is shown too. */
function QuoteLine({ name, label, mint = false }: { name: string; label: string; mint?: boolean }) {
  const quote = useNamePrice(name, true)
  if (quote.data) {
    return (
      <p className="flex flex-wrap items-baseline gap-x-2" data-testid="quote">
        <Price microalgos={quote.data.price} usd={mint ? mintQuoteUsd(name, quote.data, new Date()) : null} size="lg" />
        <span className="text-muted">{label}</span>
        {quote.data.carryCost > 0 && (
          <span className="text-muted">(includes {formatAlgos(quote.data.carryCost)} ALGO carry cost)</span>
        )}
      </p>
    )
  }
  if (quote.isError) return <p className="text-muted">The price is not available right now.</p>
  return <Skeleton className="h-8 w-48" />
}

function RootLink({ name }: { name: string }) {
  const root = segmentToRoot(name)
  return (
    <p data-testid="segment-of">
      Segment of{' '}
      <PrefetchLink to={`/name/${root}`} className="rounded font-medium text-accent hover:underline">
        {root}
      </PrefetchLink>
    </p>
  )
}

function AvailableProfile({ name }: { name: string }) {
  return (
    <div className="space-y-6" data-testid="profile-available">
      <ProfileHeader
        name={name}
        state="available"
        avatar={null}
        banner={null}
        action={<NameActions record={null} name={name} />}
      >
        <p>Nobody owns this name yet: it is available to mint.</p>
        <QuoteLine name={name} label="for 1 year" mint />
        {isSegmentName(name) && <RootLink name={name} />}
      </ProfileHeader>
    </div>
  )
}

const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })

function Profile({ record }: { record: NfdRecord }) {
  const { name } = record
  const expired = record.state === 'expired' || record.expired === true
  const forSale = record.state === 'forSale' && record.sellAmount !== undefined
  const isSegment = record.parentAppID !== undefined || isSegmentName(name)
  const expires = record.timeExpires ? new Date(record.timeExpires) : null
  return (
    <div className="space-y-6" data-testid="profile" data-state={record.state}>
      <ProfileHeader
        name={name}
        state={expired ? 'expired' : record.state}
        avatar={avatarOf(record)}
        displayName={record.properties?.userDefined?.name?.trim()}
        banner={bannerOf(record)}
        action={<NameActions record={record} name={name} />}
      >
        {forSale && (
          <p className="flex flex-wrap items-baseline gap-x-2" data-testid="sale-price">
            <Price microalgos={record.sellAmount!} size="lg" />
            <span className="text-muted">for sale</span>
          </p>
        )}
        {expired && <QuoteLine name={name} label="to claim it now" />}
        {record.state === 'reserved'
          ? record.reservedFor && (
              <p className="flex flex-wrap items-center gap-1">
                Reserved for <AddressLink address={record.reservedFor} />
              </p>
            )
          : record.owner && (
              <p className="flex flex-wrap items-center gap-1" data-testid="owner">
                Owned by <AddressLink address={record.owner} />
              </p>
            )}
        {forSale && record.reservedFor && (
          <p className="flex flex-wrap items-center gap-1">
            Only <AddressLink address={record.reservedFor} /> may buy it
          </p>
        )}
        {isSegment && <RootLink name={name} />}
        {expires && !Number.isNaN(expires.getTime()) && (
          <p className="text-muted">
            {expired ? 'Expired' : 'Expires'} <time dateTime={record.timeExpires}>{dateOnly.format(expires)}</time>
          </p>
        )}
      </ProfileHeader>
      <div className="grid gap-6 md:grid-cols-3">
        <div className="min-w-0 space-y-6 md:col-span-2">
          <ProfileAbout record={record} />
          {!isSegment && record.appID !== undefined && (
            <SegmentsSection appId={record.appID} name={name} record={record} />
          )}
          <ActivitySection name={name} />
        </div>
        <div className="min-w-0 space-y-6">
          <ProfileAddresses record={record} />
          <Card title="Share" id="share-heading">
            <ShareButtons name={name} forSale={forSale} />
          </Card>
        </div>
      </div>
    </div>
  )
}
