/** On the owner's profile, beside a field: its verification is waiting, and the way back to it. */
import { i18n } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import { Button } from '@/ui/Button'
import { useActionHost } from '../hooks/actionHost'
import { usePendingVerifications } from './usePendingVerifications'

const messages = i18n('names/socials/PendingVerificationMark', {
  waiting: 'Verification waiting: continue',
})

export function PendingVerificationMark({ name, field }: { name: string; field: string }) {
  const t = useMessages(messages)
  const host = useActionHost()
  const pending = usePendingVerifications(name)
  const waiting = pending.find((f) => f === field)
  if (!host || !waiting) return null
  return (
    <Button size="sm" onClick={() => host.open('verify', waiting)} data-testid="verify-waiting" data-field={waiting}>
      {t.waiting}
    </Button>
  )
}
