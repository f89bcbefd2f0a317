import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requestPath, serveDist } from '../../scripts/serveDist.mjs'

describe('requestPath', () => {
  it('reads the path alone, decoded, with every .. kept inside the root', () => {
    expect(requestPath('/name/alice.algo?tab=1#top')).toBe('/name/alice.algo')
    expect(requestPath('//')).toBe('/')
    expect(requestPath('/../../etc/passwd')).toBe('/etc/passwd')
    expect(requestPath('/a/%2e%2e/%2e%2e/b')).toBe('/b')
  })

  it('is null for a malformed escape', () => {
    expect(requestPath('/name/%E0%A4%A')).toBeNull()
  })
})

describe('serveDist', () => {
  let dir: string
  let server: Server
  let base: string
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'serve-dist-'))
    mkdirSync(join(dir, 'assets'))
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>')
    writeFileSync(join(dir, 'assets', 'a.js'), 'export {}')
    server = await serveDist(dir, 0)
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => {
    server.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('answers a malformed path with 400 and goes on serving', async () => {
    // Raw paths: fetch would normalise them before they left.
    const raw = (path: string) =>
      new Promise<number>((resolve, reject) => {
        request(`${base}/`, { path }, (res) => {
          res.resume()
          resolve(res.statusCode ?? 0)
        })
          .on('error', reject)
          .end()
      })
    expect(await raw('//')).toBe(200)
    expect(await raw('/%')).toBe(400)
    const asset = await fetch(`${base}/assets/a.js`)
    expect(asset.status).toBe(200)
    expect(await asset.text()).toBe('export {}')
  })
})
