/**
 * The review's double checks before the user agrees: who a name bought is paid to, the name paid
 * or sent to reads like another (0/o, 1/l/i, rn/m, vv/w), and a recipient name's address is not
 * verified on it.
 */
import { i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import { truncateAddress } from '@/lib/address'
import { useName } from '../../hooks/useName'
import { isVerifiedOn } from '../../core/isVerifiedOn'
import { LookalikeWarningByName } from '../../ui/LookalikeWarning'
import type { ReviewChecks } from '../types'
import { SellerLine } from './SellerLine'

const messages = i18n('names/transactions/flow/ReviewWarnings', {
  heading: params('⚠ Not a verified address of {name}.'),
  body: params(
    "It goes to {address}, the name's owner, who has not verified that address on {name}. Make sure it is the person you mean: what is sent cannot be taken back.",
  ),
})

function UnverifiedRecipient({ name, address }: { name: string; address: string }) {
  const t = useMessages(messages)
  const record = useName(name)
  // Said only once the record is known: a lookup still running is not a warning.
  if (record.data === undefined || isVerifiedOn(record.data, address)) return null
  return (
    <p role="note" className="rounded border border-warning p-3 text-sm" data-testid="unverified-recipient">
      <span className="font-semibold text-warning">{t.heading({ name })} </span>
      {t.body({ name, address: truncateAddress(address) })}
    </p>
  )
}

export function ReviewWarnings({ checks }: { checks: ReviewChecks }) {
  return (
    <>
      {checks.seller && <SellerLine address={checks.seller} />}
      {checks.lookalike && <LookalikeWarningByName name={checks.lookalike} />}
      {checks.recipient && <UnverifiedRecipient {...checks.recipient} />}
    </>
  )
}
