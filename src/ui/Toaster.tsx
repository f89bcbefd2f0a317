import { lazy, Suspense, useEffect } from 'react'
import { TOASTS_KEPT } from '@/config/constants'
import { toasterMounted } from './notify'
import { useResolvedTheme } from './useTheme'

// Its own chunk, fetched alongside the first page: no toast is needed before then.
const Sonner = lazy(() => import('./SonnerToaster').then((module) => ({ default: module.SonnerToaster })))

function Ready() {
  // Runs after sonner's own effect (an earlier sibling) has subscribed to toasts.
  useEffect(() => toasterMounted(), [])
  return null
}

/** The toast area, bottom right, at most 20 kept. */
export function Toaster() {
  const theme = useResolvedTheme()
  return (
    <Suspense fallback={null}>
      <Sonner position="bottom-right" visibleToasts={TOASTS_KEPT} theme={theme} closeButton richColors />
      <Ready />
    </Suspense>
  )
}
