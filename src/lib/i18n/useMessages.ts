import type { ReadableAtom } from 'nanostores'
import { useCallback, useRef, useSyncExternalStore } from 'react'

/**
 * A component's words in the chosen language (or any store's value); it re-renders when the
 * language changes. Our own binding: @nanostores/react brought key listeners we never use into
 * the first load. A language's words are all in before anything renders in it (loadCatalog), so
 * code that arrives later never waits for its own.
 */
export function useMessages<T>(store: ReadableAtom<T>): T {
  // The value last seen: a store not yet listened to may build a new object on each read.
  const seen = useRef<T>(store.get())
  seen.current = store.get()
  const subscribe = useCallback(
    (onChange: () => void) => {
      const update = (value: T) => {
        if (seen.current === value) return
        seen.current = value
        onChange()
      }
      const stop = store.listen(update)
      update(store.get())
      return stop
    },
    [store],
  )
  const read = () => seen.current
  return useSyncExternalStore(subscribe, read, read)
}
