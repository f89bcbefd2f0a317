/** sonner's toast area in the chosen language: loaded with sonner, after the first paint. */
import { Toaster, type ToasterProps } from 'sonner'
import { i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'

const messages = i18n('ui/SonnerToaster', {
  notifications: params('Notifications {hotkey}'),
  close: 'Close toast',
})

/** sonner's default key to reach the toasts, as it names it. */
const HOTKEY = 'alt+T'

export function SonnerToaster(props: Omit<ToasterProps, 'customAriaLabel' | 'toastOptions'>) {
  const t = useMessages(messages)
  return (
    <Toaster
      {...props}
      customAriaLabel={t.notifications({ hotkey: HOTKEY })}
      toastOptions={{ closeButtonAriaLabel: t.close }}
    />
  )
}
