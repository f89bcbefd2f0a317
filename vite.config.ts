/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { parseEnv, EnvError } from './src/config/envSchema'
import { appTitle } from './src/app/appTitle'
import { isNetworkId } from './src/config/networks'

const root = fileURLToPath(new URL('.', import.meta.url))

/**
 * MSW's service worker, served and emitted only in mock mode. It is deliberately not in
 * public/: everything in public/ is copied into every build, production ones included.
 */
function mockServiceWorker(enabled: boolean): Plugin {
  const file = fileURLToPath(new URL('./node_modules/msw/lib/mockServiceWorker.js', import.meta.url))
  return {
    name: 'mock-service-worker',
    configureServer(server) {
      if (!enabled) return
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript')
        res.end(readFileSync(file))
      })
    },
    generateBundle() {
      if (!enabled) return
      this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: readFileSync(file) })
    },
  }
}

/** The title by network, in index.html before any script runs. */
function titleByNetwork(title: string): Plugin {
  return { name: 'title-by-network', transformIndexHtml: (html) => html.replace('%APP_TITLE%', title) }
}

export default defineConfig(({ mode }) => {
  const isTest = mode === 'test'
  const raw = loadEnv(isTest ? 'mock' : mode, root, 'VITE_')
  if (!isTest) {
    try {
      parseEnv(raw)
    } catch (error) {
      if (error instanceof EnvError) {
        // Stop the build with the variable's name, not a stack trace.
        console.error(`\n✖ ${error.message} (mode "${mode}")\n`)
        process.exit(1)
      }
      throw error
    }
  }
  const isMock = raw.VITE_NETWORK === 'mock'
  const network = isNetworkId(raw.VITE_NETWORK) ? raw.VITE_NETWORK : 'mock'
  return {
    plugins: [react(), tailwindcss(), mockServiceWorker(isMock), titleByNetwork(appTitle(network))],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    build: {
      target: 'es2022',
      sourcemap: true,
      reportCompressedSize: true,
      chunkSizeWarningLimit: 1500,
    },
    preview: { strictPort: true },
    test: {
      environment: 'jsdom',
      globals: false,
      // test/build checks the build output, so it runs after `build:all` (npm run test:build).
      include: process.env.BUILD_TESTS
        ? ['test/build/**/*.test.ts']
        : ['src/**/*.test.{ts,tsx}', 'test/unit/**/*.test.{ts,tsx}'],
      setupFiles: ['test/setup.ts'],
      env: loadEnv('mock', root, 'VITE_'),
      testTimeout: 20_000,
      pool: 'threads',
    },
  }
})
