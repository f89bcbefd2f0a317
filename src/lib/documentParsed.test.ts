// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { documentParsed } from './documentParsed'

describe('documentParsed', () => {
  afterEach(() => vi.restoreAllMocks())

  it('settles at once once the HTML is parsed', async () => {
    await expect(documentParsed()).resolves.toBeUndefined()
  })

  it('waits for DOMContentLoaded while the parser is still at work', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading')
    let settled = false
    const parsed = documentParsed().then(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)
    document.dispatchEvent(new Event('DOMContentLoaded'))
    await parsed
    expect(settled).toBe(true)
  })
})
