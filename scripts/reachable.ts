/** Everything reachable from `starts` by following `next`, starts included: a module or chunk graph's closure. */
export function reachable(starts: readonly string[], next: (node: string) => readonly string[]): Set<string> {
  const seen = new Set<string>()
  const queue = [...starts]
  while (queue.length) {
    const node = queue.pop()!
    if (seen.has(node)) continue
    seen.add(node)
    queue.push(...next(node))
  }
  return seen
}
