import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SHELL_ROUTES } from '../../src/prerender/shellRoutes'
import { inlineScriptHashes } from '../../scripts/vite/contentSecurityPolicy'
import { distDir } from './distFiles'

describe.each([
  ['mock', 'NFD mock'],
  ['testnet', 'NFD testnet'],
  ['mainnet', 'NFD'],
])('the %s build', (mode, title) => {
  const html = readFileSync(join(distDir(mode), 'index.html'), 'utf8')
  const template = (id: string) => html.match(new RegExp(`<template id="shell-${id}">([\\s\\S]*?)</template>`))?.[1]

  it('carries a prerendered shell per route, with the build’s own header', () => {
    for (const { id } of SHELL_ROUTES) {
      const shell = template(id)
      expect(shell, `shell-${id}`).toBeDefined()
      expect(shell).toMatch(new RegExp(`data-testid="header-title"[^>]*>${title}</span>`))
      expect(shell).toContain('<footer')
    }
    expect(template('home')).toContain('Find your .algo name')
    expect(template('name')).toContain('data-testid="skeleton"')
    // Nothing the build rendered with leaks into the page: not the sample name, not a resource hint.
    expect(html).not.toContain('shell.algo')
    expect(template('home')).not.toMatch(/^<link/)
  })

  it('draws the header logo from a data URL (no request) and serves the icon as a hashed, cacheable asset', () => {
    for (const { id } of SHELL_ROUTES) expect(template(id)).toMatch(/<img src="data:image\/svg\+xml[^"]+" alt=""/)
    expect(html).toMatch(/<link rel="icon" type="image\/svg\+xml" href="\/assets\/logo-[\w-]+\.svg"/)
    expect(html).not.toContain('/favicon.svg')
  })

  it('lets the picker run under its own CSP: the inline script is hashed into the policy', () => {
    const policy = html.match(/http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1] ?? ''
    const hashes = inlineScriptHashes(html)
    expect(hashes.length).toBeGreaterThanOrEqual(2) // the theme script and the shell picker
    for (const hash of hashes) expect(policy).toContain(`'${hash}'`)
  })
})
