import { PrefetchLink } from '@/ui/PrefetchLink'
import { truncateAddress } from '@/lib/truncateAddress'
import { cx } from '@/lib/cx'
import { copyText } from '@/ui/copyText'
import { i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import { Icon } from '../../ui/Icon'

const messages = i18n('names/ui/AddressLink', {
  portfolioOf: params('Portfolio of {address}'),
  copy: params('Copy address {address}'),
})

export interface AddressLinkProps {
  address: string
  /** Off where the page already is that address's portfolio. */
  link?: boolean
  /** Adds; it does not override the display, alignment or gap: classes are joined, not merged. */
  className?: string
}

/** An owner or linked address: first 6 ... last 4, the full address on hover, copy. */
export function AddressLink({ address, link = true, className }: AddressLinkProps) {
  const t = useMessages(messages)
  const short = truncateAddress(address)
  const label = (
    <span className="font-mono" translate="no">
      {short}
    </span>
  )
  return (
    <span className={cx('inline-flex items-center gap-1', className)} data-testid="address-link" translate="no">
      {link ? (
        <PrefetchLink
          to={`/address/${address}`}
          title={address}
          // Says what it shows, so a voice command naming it works; the whole address is its title.
          aria-label={t.portfolioOf({ address: short })}
          className="rounded text-accent underline-offset-2 hover:underline"
        >
          {label}
        </PrefetchLink>
      ) : (
        <span title={address}>{label}</span>
      )}
      <button
        type="button"
        onClick={() => void copyText(address, 'Address')}
        className="inline-flex size-7 items-center justify-center rounded-md text-muted hover:bg-surface-2 hover:text-fg"
        aria-label={t.copy({ address: short })}
      >
        <Icon>
          <rect x="7" y="7" width="10" height="10" rx="2" />
          <path d="M13 7V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h2" />
        </Icon>
      </button>
    </span>
  )
}
