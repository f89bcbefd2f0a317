/**
 * How many transaction dialogs are open: the app never reloads (to take a new version) under a
 * flow the user is in. No React here; the dialogs hold a place while they are mounted.
 */
let open = 0
const listeners = new Set<() => void>()

const changed = () => listeners.forEach((listener) => listener())

/** Holds a place until the returned release is called (once). */
export function holdOpenFlow(): () => void {
  open += 1
  changed()
  let released = false
  return () => {
    if (released) return
    released = true
    open -= 1
    changed()
  }
}

export function openFlowCount(): number {
  return open
}

export function subscribeOpenFlows(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
