import { useEffect, useState } from 'react'

/** The value once it stopped changing for `delayMs` (the search asks the API ~250 ms after typing). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return settled
}
