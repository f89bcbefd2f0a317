import { useParams } from 'react-router-dom'
import { i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import { useDocumentTitle } from '@/pages/useDocumentTitle'
import { PrefetchLink } from '@/ui/PrefetchLink'
import { isValidAddress, truncateAddress } from '@/lib/address'
import { useReverseLookup } from '@/names/hooks/useReverseLookup'
import { AddressLink } from '@/names/ui/AddressLink'
import { Avatar } from '@/names/ui/Avatar'
import { nameHref } from '@/names/core/nameHref'
import { avatarOf } from '@/names/cards/NameCard'
import { Portfolio } from '@/pages/address/Portfolio'
import { Skeleton } from '@/ui/Skeleton'

const messages = i18n('pages/address/AddressPage', {
  primaryName: 'Primary name',
  invalidTitle: 'Not a valid address',
  invalidHeading: 'Not a valid Algorand address',
  invalidText: params('“{address}” is not 58 characters of A–Z and 2–7 with a valid checksum.'),
  portfolio: 'Portfolio',
  ownsNone: 'This address owns no names',
})

/** The address's primary name, when it has one (reverse lookup). Fixed height: no shift. */
function PrimaryName({ address }: { address: string }) {
  const lookup = useReverseLookup([address])
  const record = lookup.data?.[address]
  const href = record && nameHref(record.name)
  const t = useMessages(messages)
  return (
    <div className="flex min-h-16 items-center gap-3">
      {lookup.isPending ? (
        <>
          <Skeleton rounded="full" className="size-14" />
          <Skeleton className="h-6 w-40" />
        </>
      ) : record ? (
        <>
          <Avatar name={record.name} src={avatarOf(record)} size={56} />
          <div>
            <p className="text-sm text-muted">{t.primaryName}</p>
            {href ? (
              <PrefetchLink
                to={href}
                className="rounded text-lg font-semibold text-accent hover:underline"
                translate="no"
              >
                {record.name}
              </PrefetchLink>
            ) : (
              <p className="text-lg font-semibold" translate="no">
                {record.name}
              </p>
            )}
          </div>
        </>
      ) : null}
    </div>
  )
}

/** /address/:address — the names an address owns. */
export function AddressPage() {
  const { address = '' } = useParams()
  const valid = isValidAddress(address)
  const t = useMessages(messages)
  useDocumentTitle(valid ? truncateAddress(address) : t.invalidTitle)
  if (!valid) {
    return (
      <div className="mx-auto max-w-xl space-y-3 py-10 text-center" data-testid="invalid-address">
        <h1 className="text-2xl font-bold">{t.invalidHeading}</h1>
        <p className="break-all text-muted">{t.invalidText({ address })}</p>
      </div>
    )
  }
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold">{t.portfolio}</h1>
        <AddressLink address={address} link={false} />
        <PrimaryName address={address} />
      </header>
      <Portfolio address={address} emptyTitle={t.ownsNone} />
    </div>
  )
}
