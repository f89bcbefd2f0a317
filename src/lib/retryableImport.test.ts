import { describe, expect, it, vi } from 'vitest'
import { failedModuleUrl, retryableImport } from './retryableImport'

describe('retryableImport', () => {
  it('loads once and keeps the module', async () => {
    const load = vi.fn(async () => ({ value: 1 }))
    const get = retryableImport(load)
    expect(await get()).toEqual({ value: 1 })
    expect(await get()).toEqual({ value: 1 })
    expect(load).toHaveBeenCalledOnce()
  })

  it('after a failure that names no file, calls the loader again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new ReferenceError('global is not defined')).mockResolvedValue('ok')
    const get = retryableImport(load)
    await expect(get()).rejects.toThrow('global is not defined')
    expect(await get()).toBe('ok')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('reads the failed file from the browsers’ messages', () => {
    const url = 'https://app.nf.domains/assets/defly-Ab_1.js'
    expect(failedModuleUrl(new TypeError(`Failed to fetch dynamically imported module: ${url}`))).toBe(url)
    expect(failedModuleUrl(new TypeError(`error loading dynamically imported module: ${url}`))).toBe(url)
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeNull()
  })
})
