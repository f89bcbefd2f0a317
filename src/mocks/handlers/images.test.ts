import { describe, expect, it } from 'vitest'
import { setupServer } from 'msw/node'
import { env } from '@/config/env'
import { imageHandlers, placeholderSvg } from './images'

describe('mock image gateway', () => {
  it('answers any CID with an SVG that is stable per CID and differs between CIDs', async () => {
    const server = setupServer(...imageHandlers)
    server.listen({ onUnhandledRequest: 'error' })
    try {
      const response = await fetch(`${env.imageGateway}/bafyabc/avatar.png`)
      expect(response.headers.get('Content-Type')).toBe('image/svg+xml')
      const body = await response.text()
      expect(body).toMatch(/^<svg /)
      expect(placeholderSvg('bafyabc')).toBe(placeholderSvg('bafyabc'))
      expect(placeholderSvg('bafyabc')).not.toBe(placeholderSvg('bafyxyz'))
    } finally {
      server.close()
    }
  })

  it('is served from the mock gateway host, never a real one', () => {
    expect(new URL(env.imageGateway).hostname).toMatch(/\.invalid$/)
  })
})
