import { Toaster as Sonner } from 'sonner'
import { TOASTS_KEPT } from '@/config/constants'
import { useResolvedTheme } from './useTheme'

/** The toast area, bottom right, at most 20 kept (spec §9). */
export function Toaster() {
  const theme = useResolvedTheme()
  return <Sonner position="bottom-right" visibleToasts={TOASTS_KEPT} theme={theme} closeButton richColors />
}
