import { useState } from 'react'
import {
  browserNotificationPermission,
  requestBrowserNotifications,
  type BrowserNotificationPermission,
} from '@/ui/browserNotification'
import { Button } from '@/ui/Button'

/** Asks for the browser's notification permission, only when the user clicks (browsers require a gesture). */
export function NotificationSwitch() {
  const [permission, setPermission] = useState<BrowserNotificationPermission>(browserNotificationPermission)
  if (permission === 'unsupported') return null
  if (permission === 'granted')
    return (
      <span className="text-sm text-muted" data-testid="notifications-on">
        Browser notifications are on
      </span>
    )
  if (permission === 'denied')
    return <span className="text-sm text-muted">Browser notifications are blocked in this browser's settings</span>
  return (
    <Button size="sm" onClick={() => void requestBrowserNotifications().then(setPermission)}>
      Allow browser notifications
    </Button>
  )
}
