import { lazy, Suspense, useEffect } from 'react'
import { TOASTS_KEPT } from '@/config/constants'
import { i18n } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import { toasterMounted } from './notify'
import { useResolvedTheme } from './useTheme'

const messages = i18n('ui/Toaster', { notifications: 'Notifications', close: 'Close toast' })

// Its own chunk, fetched alongside the first page: no toast is needed before then.
const Sonner = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })))

function Ready() {
  // Runs after sonner's own effect (an earlier sibling) has subscribed to toasts.
  useEffect(() => toasterMounted(), [])
  return null
}

/** The toast area, bottom right, at most 20 kept. */
export function Toaster() {
  const theme = useResolvedTheme()
  const t = useMessages(messages)
  return (
    <Suspense fallback={null}>
      <Sonner
        position="bottom-right"
        visibleToasts={TOASTS_KEPT}
        theme={theme}
        closeButton
        richColors
        containerAriaLabel={t.notifications}
        toastOptions={{ closeButtonAriaLabel: t.close }}
      />
      <Ready />
    </Suspense>
  )
}
