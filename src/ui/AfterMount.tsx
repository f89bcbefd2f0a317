import { Suspense, useEffect, useState, type ReactNode } from 'react'

/**
 * Renders lazy extras only once the app runs in the browser: never in the prerendered shells
 * (a suspended boundary there writes a <template> into the shell's own <template>), and the
 * first client render matches the shell. `fallback` stands in the shell and until the extras load.
 */
export function AfterMount({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  return mounted ? <Suspense fallback={fallback}>{children}</Suspense> : fallback
}
