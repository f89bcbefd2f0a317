import { describe, expect, it, vi } from 'vitest'

const calls: Array<[string, unknown, { duration?: number; id?: string | number }]> = []
vi.mock('sonner', () => {
  const record = (type: string) => (message: unknown, options: { duration?: number }) => {
    calls.push([type, message, options])
    return calls.length
  }
  const toast = Object.assign(record('blank'), {
    success: record('success'),
    error: record('error'),
    loading: record('loading'),
    custom: record('custom'),
    dismiss: vi.fn(),
  })
  return { toast }
})

const { notify, toasterMounted } = await import('./notify')

describe('notify', () => {
  it('waits for the Toaster, then uses the duration of each type', async () => {
    const ids = [
      notify.success('Bought'),
      notify.error('Failed'),
      notify.blank('Note'),
      notify.custom(() => null as never),
      notify.loading('Waiting'),
    ]
    expect(new Set(ids).size).toBe(5)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(calls).toEqual([])
    toasterMounted()
    await vi.waitFor(() => expect(calls).toHaveLength(5))
    const durations = Object.fromEntries(calls.map(([type, , options]) => [type, options.duration]))
    expect(durations).toEqual({ success: 2000, error: 4000, blank: 4000, custom: 4000, loading: Infinity })
    expect(calls.map(([, , options]) => options.id)).toEqual(ids)
  })
})
