/**
 * Under a recipient field: the address a typed .algo name resolves to (reported to the form),
 * or for a typed address the name it is verified on, so the sender sees where it goes.
 */
import { useEffect } from 'react'
import { isValidAddress, truncateAddress } from '@/lib/address'
import { useName } from '../../hooks/useName'
import { useReverseLookup } from '../../hooks/useReverseLookup'
import { recipientOf } from '../../core/recipientOf'
import { isValidName } from '../../core/validation'

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
  const text = value.trim()
  const asAddress = isValidAddress(text) ? text : null
  const asName = !asAddress && isValidName(text.toLowerCase()) ? text.toLowerCase() : ''
  const name = useName(asName)
  const reverse = useReverseLookup(asAddress ? [asAddress] : [])
  const target = asName && name.data !== undefined ? recipientOf(name.data) : null
  const next = target?.address ?? ''
  useEffect(() => {
    if (next !== resolved) onResolved(next)
  }, [next, resolved, onResolved])

  let line: string | null = null
  if (asAddress) {
    const verifiedOn = reverse.data?.[asAddress]?.name
    if (reverse.isPending) line = 'Looking up where this address is verified…'
    else if (verifiedOn) line = `Verified on ${verifiedOn}.`
    else line = 'Not verified on any name: check the address.'
  } else if (asName) {
    if (name.isPending) line = `Looking up ${asName}…`
    else if (name.isError) line = `Could not look up ${asName}.`
    else if (!target) line = `${asName} has no owner who can receive it.`
    else
      line = target.verified
        ? `${asName} → ${truncateAddress(target.address)}, verified on ${asName}.`
        : `${asName} → ${truncateAddress(target.address)}, its owner: not a verified address of ${asName}.`
  }
  if (!line) return null
  return (
    <span id={id} className="text-xs" data-testid="recipient-lookup" aria-live="polite">
      {line}
    </span>
  )
}
