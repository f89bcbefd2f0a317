// A static host for a build, as a CDN serves it: brotli (or gzip) for text, long cache for hashed
// assets, index.html for unknown paths (SPA), and every response with the headers of the build's
// `_headers` file (its CSP with frame-ancestors, X-Frame-Options, ...). The bench measures the app
// behind it, and the browser tests run under the policy the host sends, not only the meta tag's.
// `vite preview` sends everything uncompressed and took about 0.8 core-seconds a browser test.
//
//   node scripts/serveDist.mjs dist/mock 4173
import { createServer } from 'node:http'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
}

function encode(data, encoding) {
  if (encoding === 'br') return brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
  return encoding === 'gzip' ? gzipSync(data, { level: 9 }) : data
}

/** The `Name: value` lines of a `_headers` file (one `/*` block). */
function parseHeadersFile(text) {
  return text
    .split('\n')
    .filter((line) => /^\s+\S+:/.test(line))
    .map((line) => {
      const at = line.indexOf(':')
      return [line.slice(0, at).trim(), line.slice(at + 1).trim()]
    })
}

/** A file's bytes by path and encoding, read again when the file changes (a rebuild while serving). */
function fileCache() {
  const cache = new Map()
  return (file, encoding) => {
    const { mtimeMs, size } = statSync(file)
    const key = `${file}:${encoding}`
    const hit = cache.get(key)
    if (hit && hit.mtimeMs === mtimeMs && hit.size === size) return hit.body
    const body = encode(readFileSync(file), encoding)
    cache.set(key, { mtimeMs, size, body })
    return body
  }
}

/**
 * The file path a request asks for, inside the build; null when it cannot be read (a malformed
 * %-escape). Read as text, not as a URL: `new URL('//', base)` throws, and a throw here would
 * end the server and every browser test after it.
 */
export function requestPath(url) {
  let path
  try {
    path = decodeURIComponent(url.split(/[?#]/)[0])
  } catch {
    return null
  }
  // Absolute, so normalize resolves every `..` at the build's root at most.
  return normalize(`/${path}`)
}

export function serveDist(dir, port, host = '127.0.0.1') {
  const read = fileCache()
  // The `_headers` lines, parsed again only when the file's bytes are read again (it changed).
  let parsed = { bytes: null, lines: [] }
  const hostHeaders = (bytes) => {
    if (parsed.bytes !== bytes) parsed = { bytes, lines: parseHeadersFile(bytes.toString('utf8')) }
    return parsed.lines
  }
  const headersFile = join(dir, '_headers')
  const server = createServer((req, res) => {
    const path = requestPath(req.url ?? '/')
    if (path === null) {
      res.writeHead(400, { 'Content-Type': 'text/plain' })
      res.end('Bad Request')
      return
    }
    let file = join(dir, path)
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(dir, 'index.html')
    const type = TYPES[extname(file)] ?? 'application/octet-stream'
    const compressible = /text|javascript|json|svg/.test(type)
    const accepts = req.headers['accept-encoding'] ?? ''
    const encoding = !compressible ? null : /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null
    const body = read(file, encoding)
    const host = existsSync(headersFile) ? hostHeaders(read(headersFile, null)) : []
    res.writeHead(200, {
      ...Object.fromEntries(host),
      'Content-Type': type,
      'Content-Length': body.length,
      'Cache-Control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    })
    res.end(req.method === 'HEAD' ? undefined : body)
  })
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)))
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dir, port] = process.argv.slice(2)
  if (!dir || !port || !existsSync(join(dir, 'index.html'))) {
    console.error('usage: node scripts/serveDist.mjs <dist/mode> <port> (the build must exist)')
    process.exit(1)
  }
  await serveDist(dir, Number(port), 'localhost')
  console.log(`serving ${dir} on http://localhost:${port}`)
}
