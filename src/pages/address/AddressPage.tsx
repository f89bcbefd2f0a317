import { useParams } from 'react-router-dom'
import { useDocumentTitle } from '@/pages/useDocumentTitle'
import { PrefetchLink } from '@/ui/PrefetchLink'
import { isValidAddress, truncateAddress } from '@/lib/address'
import { useReverseLookup } from '@/names/hooks/useReverseLookup'
import { AddressLink } from '@/names/ui/AddressLink'
import { Avatar } from '@/names/ui/Avatar'
import { nameHref } from '@/names/core/nameHref'
import { avatarOf } from '@/names/cards/NameCard'
import { Portfolio } from '@/names/portfolio/Portfolio'
import { Skeleton } from '@/ui/Skeleton'

/** The address's primary name, when it has one (reverse lookup). Fixed height: no shift. */
function PrimaryName({ address }: { address: string }) {
  const lookup = useReverseLookup([address])
  const record = lookup.data?.[address]
  const href = record && nameHref(record.name)
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
            <p className="text-sm text-muted">Primary name</p>
            {href ? (
              <PrefetchLink to={href} className="rounded text-lg font-semibold text-accent hover:underline">
                {record.name}
              </PrefetchLink>
            ) : (
              <p className="text-lg font-semibold">{record.name}</p>
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
  useDocumentTitle(valid ? truncateAddress(address) : 'Not a valid address')
  if (!valid) {
    return (
      <div className="mx-auto max-w-xl space-y-3 py-10 text-center" data-testid="invalid-address">
        <h1 className="text-2xl font-bold">Not a valid Algorand address</h1>
        <p className="break-all text-muted">“{address}” is not 58 characters of A–Z and 2–7 with a valid checksum.</p>
      </div>
    )
  }
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold">Portfolio</h1>
        <AddressLink address={address} link={false} />
        <PrimaryName address={address} />
      </header>
      <Portfolio address={address} emptyTitle="This address owns no names" />
    </div>
  )
}
