/** sonner's toast area in the chosen language: loaded with sonner, after the first paint. */
import { Toaster, type ToasterProps } from 'sonner'
import { i18n } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'

const messages = i18n('ui/SonnerToaster', { notifications: 'Notifications', close: 'Close toast' })

export function SonnerToaster(props: Omit<ToasterProps, 'containerAriaLabel' | 'toastOptions'>) {
  const t = useMessages(messages)
  return <Toaster {...props} containerAriaLabel={t.notifications} toastOptions={{ closeButtonAriaLabel: t.close }} />
}
