// A static host for a build, as a CDN serves it: brotli (or gzip) for text, long cache for hashed
// assets, index.html for unknown paths (SPA). The bench measures the app behind this, because
// `vite preview` sends everything uncompressed and would make Lighthouse measure that instead.
import { createServer } from 'node:http'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { extname, join, normalize } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.map': 'application/json',
}

function encode(data, encoding) {
  if (encoding === 'br') return brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
  return encoding === 'gzip' ? gzipSync(data, { level: 9 }) : data
}

export function serveDist(dir, port) {
  const cache = new Map()
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    )
    let file = join(dir, path)
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(dir, 'index.html')
    const type = TYPES[extname(file)] ?? 'application/octet-stream'
    const compressible = /text|javascript|json|svg/.test(type)
    const accepts = req.headers['accept-encoding'] ?? ''
    const encoding = !compressible ? null : /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null
    const key = `${file}:${encoding}`
    if (!cache.has(key)) cache.set(key, encode(readFileSync(file), encoding))
    const body = cache.get(key)
    res.writeHead(200, {
      'Content-Type': type,
      'Content-Length': body.length,
      'Cache-Control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    })
    res.end(body)
  })
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}
