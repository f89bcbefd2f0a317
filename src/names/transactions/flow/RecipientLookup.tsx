/**
 * Under a recipient field: the address a typed .algo name resolves to on chain (reported to the
 * form; NO_OWNER when nobody holds it), with the name service's answer held against it as the pay page does; or for a typed
 * address the name it is verified on, so the sender sees where it goes. The flow confirms the
 * name on chain again before the group is requested (confirmRecipient.ts).
 */
import { i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import { useEffect } from 'react'
import { isValidAddress, truncateAddress } from '@/lib/address'
import { failedReads } from '@/lib/failedReads'
import { useName } from '../../hooks/useName'
import { useOnChainName } from '../../hooks/useOnChainName'
import { useReverseLookup } from '../../hooks/useReverseLookup'
import { payeeOnChain } from '../../core/payeeOf'
import { recipientDisagreements } from '../../core/recipientDisagreements'
import { recipientOf } from '../../core/recipientOf'
import { isValidName } from '../../core/validation'
import { Button } from '@/ui/Button'
import { LOOKUP_FAILED, NO_OWNER } from '../parseInput'

const messages = i18n('names/transactions/flow/RecipientLookup', {
  lookingUpAddress: 'Looking up where this address is verified…',
  verifiedOn: params('Verified on {name}.'),
  notVerified: 'Not verified on any name: check the address.',
  lookingUp: params('Looking up {name}…'),
  failed: params('Could not look up {name}.'),
  noOwner: params('{name} has no owner who can receive it.'),
  resolvedVerified: params('{name} → {address}, verified on {name}.'),
  resolvedOwner: params('{name} → {address}, its owner: not a verified address of {name}.'),
  untilAgree: 'Nothing can be sent to it until they agree.',
  retry: 'Try again',
})

export function RecipientLookup({
  id,
  value,
  resolved,
  onResolved,
}: {
  id: string
  value: string
  resolved: string
  onResolved: (address: string) => void
}) {
  const t = useMessages(messages)
  const text = value.trim()
  const asAddress = isValidAddress(text) ? text : null
  const asName = !asAddress && isValidName(text.toLowerCase()) ? text.toLowerCase() : ''
  const name = useName(asName)
  const chain = useOnChainName(asName)
  const reverse = useReverseLookup(asAddress ? [asAddress] : [])
  const known = asName !== '' && name.data !== undefined && chain.data !== undefined
  // A lookup that failed: the form stops waiting for it, and Try again asks again.
  const reads = failedReads([name, chain])
  // The chain decides where it goes; the service's answer only has to agree.
  const target = known ? payeeOnChain(chain.data ?? null) : null
  const disagreement = target
    ? recipientDisagreements(asName, target.address, recipientOf(name.data), chain.data ?? null)[0]
    : undefined
  const next = target?.address ?? (known ? NO_OWNER : asName && reads.failed ? LOOKUP_FAILED : '')
  useEffect(() => {
    if (next !== resolved) onResolved(next)
  }, [next, resolved, onResolved])

  let line: string | null = null
  if (asAddress) {
    const verifiedOn = reverse.data?.[asAddress]?.name
    if (reverse.isPending) line = t.lookingUpAddress
    else if (verifiedOn) line = t.verifiedOn({ name: verifiedOn })
    else line = t.notVerified
  } else if (asName) {
    const words = { name: asName }
    if (reads.failed) line = t.failed(words)
    else if (!known) line = t.lookingUp(words)
    else if (!target) line = t.noOwner(words)
    else if (disagreement) line = `${disagreement} ${t.untilAgree}`
    else {
      const to = { ...words, address: truncateAddress(target.address) }
      line = target.verified ? t.resolvedVerified(to) : t.resolvedOwner(to)
    }
  }
  if (!line) return null
  const lookup = (
    <span
      id={id}
      className={disagreement ? 'text-xs text-danger' : 'text-xs'}
      data-testid="recipient-lookup"
      aria-live="polite"
    >
      {line}
    </span>
  )
  if (!asName || !reads.failed) return lookup
  return (
    <span className="flex flex-wrap items-center gap-2">
      {lookup}
      <Button size="sm" onClick={reads.retry} data-testid="recipient-retry">
        {t.retry}
      </Button>
    </span>
  )
}
