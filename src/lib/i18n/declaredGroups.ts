/**
 * The message groups the loaded code has declared so far: what the screen can show. A language's
 * catalogue is loaded for these groups only, and follows new ones as lazy code declares them.
 */
const declared = new Set<string>()
const names = new WeakMap<object, string>()
let follower: ((name: string) => void) | undefined

export function declareGroup(messages: object, name: string): void {
  declared.add(name)
  names.set(messages, name)
  follower?.(name)
}

export function declaredGroups(): readonly string[] {
  return [...declared]
}

/** The group a store of messages was declared as, or undefined for any other store. */
export function groupNameOf(store: object): string | undefined {
  return names.get(store)
}

/** Calls `listener` with each group declared from now on. */
export function followDeclarations(listener: (name: string) => void): void {
  follower = listener
}
