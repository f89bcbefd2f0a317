// The bench's stand-in for the production hosts a build talks to: one HTTPS server on loopback,
// reached under the real host names (Chromium maps them here with --host-resolver-rules), so the
// page makes the same cross-origin TLS requests as in production and Lighthouse charges them so.
// The API answers with the mock network's own handlers and fixtures, loaded through Vite's SSR
// loader as the build loads the app's modules; the image gateway answers with JPEGs of realistic
// weight. The certificate is a throwaway, made here with openssl (Chromium runs with
// --ignore-certificate-errors).
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:https'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import jpeg from 'jpeg-js'
import { getResponse } from 'msw'
import { createServer as createViteServer, loadEnv } from 'vite'

/** A self-signed certificate for loopback, valid one day. */
function throwawayCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'))
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')]
    execFileSync(
      '/usr/bin/openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'].concat([
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        '/CN=bench.invalid',
      ]),
      { stdio: 'ignore' },
    )
    return { key: readFileSync(key), cert: readFileSync(cert) }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * A photo-like JPEG (gradient plus seeded noise, which JPEG cannot compress away) whose weight
 * is near `targetKb`: the noise is raised until it gets there.
 */
export function photoJpeg(width, height, targetKb) {
  let best = null
  for (let noise = 4; noise <= 128; noise *= 1.4) {
    let seed = 1
    const data = Buffer.alloc(width * height * 4)
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 4
        seed = (seed * 1103515245 + 12345) >>> 0
        const grain = ((seed >>> 16) / 65536 - 0.5) * noise
        data[i] = 40 + (180 * x) / width + grain
        data[i + 1] = 60 + (120 * y) / height + grain
        data[i + 2] = 200 - (140 * x) / width + grain
        data[i + 3] = 255
      }
    }
    best = jpeg.encode({ data, width, height }, 80).data
    if (best.length >= targetKb * 1024) break
  }
  return best
}

/**
 * The API and image gateway of `network`'s build on `port`; `names` are the host names to map
 * there. The profile fixture's banner gets the banner, every other image the avatar.
 */
export async function serveProductionHosts(network, port) {
  const vite = await createViteServer({
    mode: 'mock',
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  })
  const { handlers } = await vite.ssrLoadModule('/src/mocks/handlers/index.ts')
  const { NETWORKS } = await vite.ssrLoadModule('/src/config/networks.ts')
  const { BANNER_CID } = await vite.ssrLoadModule('/src/mocks/fixtures/names.ts')
  const mockApi = NETWORKS.mock.apiBase
  const apiHost = new URL(NETWORKS[network].apiBase).host
  const imageHost = new URL(loadEnv(network, vite.config.root, 'VITE_').VITE_IMAGE_GATEWAY).host
  const images = {
    // A profile banner as owners upload them: wide, about 120 kB.
    banner: photoJpeg(1500, 500, 120),
    // An avatar: square, about 25 kB.
    avatar: photoJpeg(400, 400, 25),
  }
  const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' }

  const server = createServer(throwawayCertificate(), async (req, res) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '')
    try {
      if (host === imageHost) {
        const body = req.url?.includes(BANNER_CID) ? images.banner : images.avatar
        res.writeHead(200, {
          'Content-Type': 'image/jpeg',
          'Content-Length': body.length,
          'Cache-Control': 'public, max-age=31536000, immutable',
        })
        return res.end(body)
      }
      if (host !== apiHost) {
        res.writeHead(404, cors)
        return res.end()
      }
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { ...cors, 'Access-Control-Allow-Methods': '*' })
        return res.end()
      }
      const chunks = []
      for await (const chunk of req) chunks.push(chunk)
      const request = new Request(new URL(req.url ?? '/', mockApi), {
        method: req.method,
        headers: Object.entries(req.headers).filter(([name]) => !name.startsWith(':') && name !== 'host'),
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      })
      const response = (await getResponse(handlers, request)) ?? new Response(null, { status: 404 })
      const headers = { ...Object.fromEntries(response.headers), ...cors }
      res.writeHead(response.status, headers)
      if (response.body) Readable.fromWeb(response.body).pipe(res)
      else res.end()
    } catch (error) {
      console.error(error)
      res.writeHead(500, cors)
      res.end()
    }
  })
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    names: [apiHost, imageHost],
    port,
    close: async () => {
      server.close()
      await vite.close()
    },
  }
}
