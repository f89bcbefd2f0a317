/** A Storage that refuses every call, as a browser's private mode or a full quota does. */
export const refusingStorage = {
  getItem: (): string | null => {
    throw new Error('SecurityError')
  },
  setItem: (): void => {
    throw new Error('QuotaExceededError')
  },
  removeItem: (): void => {
    throw new Error('SecurityError')
  },
}
