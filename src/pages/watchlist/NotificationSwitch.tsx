import { useState } from 'react'
import {
  browserNotificationPermission,
  requestBrowserNotifications,
  type BrowserNotificationPermission,
} from '@/ui/browserNotification'
import { Button } from '@/ui/Button'
import { i18n } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'

const messages = i18n('pages/watchlist/NotificationSwitch', {
  on: 'Browser notifications are on',
  blocked: "Browser notifications are blocked in this browser's settings",
  allow: 'Allow browser notifications',
})

/** Asks for the browser's notification permission, only when the user clicks (browsers require a gesture). */
export function NotificationSwitch() {
  const t = useMessages(messages)
  const [permission, setPermission] = useState<BrowserNotificationPermission>(browserNotificationPermission)
  if (permission === 'unsupported') return null
  if (permission === 'granted')
    return (
      <span className="text-sm text-muted" data-testid="notifications-on">
        {t.on}
      </span>
    )
  if (permission === 'denied') return <span className="text-sm text-muted">{t.blocked}</span>
  return (
    <Button size="sm" onClick={() => void requestBrowserNotifications().then(setPermission)}>
      {t.allow}
    </Button>
  )
}
