/**
 * A Storage kept in a Map the test can read (`data`), seeded with `initial`. `failing` makes reads
 * or writes throw, as disabled or full storage does.
 */
export function mapStorage(
  initial: Record<string, string> = {},
  failing: { get?: boolean; set?: boolean } = {},
): Storage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial))
  return {
    data,
    get length() {
      return data.size
    },
    clear: () => data.clear(),
    key: (index: number) => [...data.keys()][index] ?? null,
    getItem: (key: string) => {
      if (failing.get) throw new Error('SecurityError: storage disabled')
      return data.get(key) ?? null
    },
    setItem: (key: string, value: string) => {
      if (failing.set) throw new Error('QuotaExceededError')
      data.set(key, String(value))
    },
    removeItem: (key: string) => void data.delete(key),
  }
}
