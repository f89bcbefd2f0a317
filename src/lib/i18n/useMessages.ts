import type { ReadableAtom } from 'nanostores'
import { use, useCallback, useRef, useSyncExternalStore } from 'react'
import { wordsPending } from './loadCatalog'

/**
 * A component's words in the chosen language (or any store's value); it re-renders when the
 * language changes. Our own binding: @nanostores/react brought key listeners we never use into
 * the first load. Code that arrives later (a dialog, part of a page) may render before its words
 * do: it suspends until they are in, so a page never shows half of each language.
 */
// What `use` reads at once: a settled promise, marked the way React marks the ones it has seen.
const READY = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined })

export function useMessages<T>(store: ReadableAtom<T>): T {
  use(wordsPending(store) ?? READY)
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
