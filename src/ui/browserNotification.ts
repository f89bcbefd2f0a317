/**
 * The browser's Notification API, for alerts while the app is open: only when the user allowed
 * it, and never a throw where the API is missing (some mobile browsers) or refuses.
 */
import { logger } from '@/lib/logger'

export type BrowserNotificationPermission = NotificationPermission | 'unsupported'

export function browserNotificationPermission(): BrowserNotificationPermission {
  return typeof window !== 'undefined' && 'Notification' in window ? Notification.permission : 'unsupported'
}

export async function requestBrowserNotifications(): Promise<BrowserNotificationPermission> {
  if (browserNotificationPermission() === 'unsupported') return 'unsupported'
  try {
    return await Notification.requestPermission()
  } catch (error) {
    logger.warn('Notifications: permission request failed', error)
    return browserNotificationPermission()
  }
}

/** Shows a notification when allowed; returns whether it did. */
export function showBrowserNotification(title: string, body: string, tag?: string): boolean {
  if (browserNotificationPermission() !== 'granted') return false
  try {
    new Notification(title, tag ? { body, tag } : { body })
    return true
  } catch (error) {
    // Chrome on Android only shows notifications through a service worker.
    logger.warn('Notifications: could not show one', error)
    return false
  }
}
