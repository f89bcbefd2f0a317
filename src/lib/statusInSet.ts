/** Is the error's HTTP status, on the error itself or on its `response`, one of `statuses`? */
export function statusInSet(error: unknown, statuses: readonly number[]): boolean {
  return [statusOf(error), statusOf(responseOf(error))].some(
    (status) => status !== undefined && statuses.includes(status),
  )
}

function responseOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { response?: unknown }).response : undefined
}

function statusOf(value: unknown): number | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const status = (value as { status?: unknown }).status
  return typeof status === 'number' ? status : undefined
}
