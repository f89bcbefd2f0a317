import { cn } from '@/lib/cn'
import { i18n } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import { Icon } from '../../ui/Icon'

const messages = i18n('names/ui/VerifiedMark', { verified: 'Verified', unverified: 'Unverified' })

/** A clear mark for verified data and a visibly different one for unverified data (UX: trust marks). */
export function VerifiedMark({ verified, className }: { verified: boolean; className?: string }) {
  const t = useMessages(messages)
  return verified ? (
    <span
      className={cn('inline-flex items-center gap-1 text-xs font-semibold text-success', className)}
      data-verified="true"
    >
      <Icon solid>
        <path d="M10 1.5 12.2 3.6l3-.4.6 3 2.6 1.6-1.3 2.7 1.3 2.7-2.6 1.6-.6 3-3-.4L10 19.5l-2.2-2.1-3 .4-.6-3L1.6 13.2l1.3-2.7L1.6 7.8l2.6-1.6.6-3 3 .4L10 1.5Zm3.5 6.2-1-1L9 10.2 7.4 8.6l-1 1L9 12.3l4.5-4.6Z" />
      </Icon>
      {t.verified}
    </span>
  ) : (
    <span className={cn('inline-flex items-center gap-1 text-xs text-muted', className)} data-verified="false">
      <Icon>
        <circle cx="10" cy="10" r="7.5" strokeDasharray="3 2" />
      </Icon>
      {t.unverified}
    </span>
  )
}
