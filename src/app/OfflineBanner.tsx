import { i18n } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import { useOnline } from '@/lib/useOnline'

const messages = i18n('app/OfflineBanner', {
  offline:
    'You are offline. Pages show what this device kept from earlier visits, and update by themselves when the connection returns.',
})

/** On every page while the device is offline: why nothing new arrives, and that it will. */
export default function OfflineBanner() {
  const t = useMessages(messages)
  if (useOnline()) return null
  return (
    <p
      role="status"
      className="border-b border-warning bg-surface-2 px-4 py-2 text-center text-sm"
      data-testid="offline-banner"
    >
      {t.offline}
    </p>
  )
}
