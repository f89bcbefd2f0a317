import type { ReadableAtom } from 'nanostores'
import { use, useCallback, useRef, useSyncExternalStore } from 'react'
import { wordsArrival } from './loadCatalog'

/**
 * A component's words in the chosen language (or any store's value); it re-renders when the
 * language changes. Our own binding: @nanostores/react brought key listeners we never use into
 * the first load. Code that arrives later (a dialog, part of a page) may render before its words
 * do: it suspends until they are in, so a page never shows half of each language.
 */
export function useMessages<T>(store: ReadableAtom<T>): T {
  // Once a group's words were waited for, `use` on every render with the same promise, settled or
  // not: a component that suspended must call it again when it renders after (else React #520).
  const arrival = wordsArrival(store)
  if (arrival) use(arrival)
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
