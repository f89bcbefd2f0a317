/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig, loadEnv } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { parseEnv, EnvError, type AppEnv } from './src/config/envSchema.ts'
import { appHtml } from './scripts/vite/appHtml.ts'
import { confusableSkeletons } from './scripts/vite/confusableSkeletons.ts'
import { contentSecurityPolicy } from './scripts/vite/contentSecurityPolicy.ts'
import { earlyRecordPreload } from './scripts/vite/earlyRecordPreload.ts'
import { deferredEntry } from './scripts/vite/deferredEntry.ts'
import { nodeGlobalIn } from './scripts/vite/nodeGlobalIn.ts'
import { offlineApp } from './scripts/vite/offlineApp.ts'
import { mockServiceWorker } from './scripts/vite/mockServiceWorker.ts'
import { moduleSizes } from './scripts/vite/moduleSizes.ts'
import { preconnectHints } from './scripts/vite/preconnectHints.ts'
import { prerenderShells } from './scripts/vite/prerenderShells.ts'
import { sourceMapsAside } from './scripts/vite/sourceMapsAside.ts'
import { testFilesByEnvironment } from './scripts/vite/testFilesByEnvironment.ts'
import { themeScript } from './scripts/vite/themeScript.ts'
import { titleByNetwork } from './scripts/vite/titleByNetwork.ts'
import { withoutKmdClient } from './scripts/vite/withoutKmdClient.ts'
import { plainDynamicImports } from './scripts/vite/plainDynamicImports.ts'
import { appTitle } from './src/config/appTitle.ts'
import { bootChunk } from './scripts/bootChunk.ts'
import { closureChunk } from './scripts/closureChunk.ts'
import { pageChunkGroups } from './scripts/pageChunkGroups.ts'
import { buildNetworks } from './src/config/buildNetworks.ts'
import { isNetworkId, PUBLIC_NETWORKS } from './src/config/networks.ts'
import { walletsOn } from './src/config/wallets/all.ts'

const root = fileURLToPath(new URL('.', import.meta.url))
// The app's entry: the start-up chunk is its closure, and a page's own file is what it reaches only through that page.
const appEntry = fileURLToPath(new URL('./src/main.tsx', import.meta.url))
// react-router's packages as ES modules. In a VM context Node's own loader cannot run a module:
// resolved for Node, react-router's CommonJS files `require` its .mjs ones and fail there.
const reactRouterAsEsm = [
  ['react-router-dom', 'react-router-dom/dist/index.mjs'],
  ['react-router/dom', 'react-router/dist/development/dom-export.mjs'],
  ['react-router', 'react-router/dist/development/index.mjs'],
].map(([find, file]) => ({ find: new RegExp(`^${find}$`), replacement: `${root}node_modules/${file}` }))
const unitSet = process.env.UNIT_FILES === 'node' || process.env.UNIT_FILES === 'dom' ? process.env.UNIT_FILES : null
const unitFiles = unitSet ? testFilesByEnvironment(root, ['src', 'test/unit'])[unitSet] : null

export default defineConfig(({ mode }) => {
  const isTest = mode === 'test'
  const raw = loadEnv(isTest ? 'mock' : mode, root, 'VITE_')
  let appEnv: AppEnv
  try {
    appEnv = parseEnv(raw)
  } catch (error) {
    if (error instanceof EnvError) {
      // Stop the build with the variable's name, not a stack trace.
      console.error(`\n✖ ${error.message} (mode "${mode}")\n`)
      process.exit(1)
    }
    throw error
  }
  const isMock = raw.VITE_NETWORK === 'mock'
  const network = isNetworkId(raw.VITE_NETWORK) ? raw.VITE_NETWORK : 'mock'
  // Production publishes no source maps: hidden ones, moved aside, when an error reporter takes them.
  const sourcemap = isMock ? true : appEnv.sentryDsn ? ('hidden' as const) : false
  return {
    // The environment, parsed here once and inlined as data: the bundle carries neither the
    // parser nor any variable the app does not read.
    define: { __APP_ENV__: JSON.stringify(appEnv) },
    plugins: [
      react(),
      plainDynamicImports(),
      tailwindcss(),
      confusableSkeletons(),
      mockServiceWorker(isMock),
      // KMD is a developer's local wallet: a build whose networks do not offer it carries none of its code.
      ...(buildNetworks(network).some((id) => walletsOn(id).includes('kmd')) ? [] : [withoutKmdClient()]),
      // WalletConnect v1's socket transport (under Defly Connect) reads `global.WebSocket` as it loads.
      nodeGlobalIn(['@walletconnect/socket-transport']),
      ...(sourcemap === 'hidden' ? [sourceMapsAside()] : []),
      titleByNetwork(appTitle(network)),
      themeScript(),
      ...(!isTest
        ? [
            preconnectHints(appEnv),
            appHtml(mode, [prerenderShells, earlyRecordPreload, deferredEntry]),
            contentSecurityPolicy(appEnv),
            // A service worker for the networks users reach; localnet is a developer's own chain
            // on the dev server, where a worker's cache would only serve stale code.
            offlineApp(PUBLIC_NETWORKS.includes(network), appTitle(network)),
            moduleSizes(root),
          ]
        : []),
    ],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        // Mock build only: msw's cookie store needs a fraction of tldts (see the stub).
        ...(isMock && !isTest ? { tldts: fileURLToPath(new URL('./src/mocks/tldtsStub.ts', import.meta.url)) } : {}),
      },
    },
    build: {
      target: 'es2022',
      // A lazy chunk's imports load through the browser's own module graph, not a <link
      // rel=modulepreload> the app adds per file: a profile's page has about thirty, and adding
      // them took a long task of its own. The first load keeps its preloads (index.html).
      modulePreload: {
        resolveDependencies: (_file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) =>
          hostType === 'html' ? deps : [],
      },
      sourcemap,
      reportCompressedSize: true,
      chunkSizeWarningLimit: 1500,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: bootChunk(appEntry) },
              // The API's reads (the query hooks load them on their first request), with the fetch
              // wrapper, the reply schemas and valibot: one file, not one per module they share
              // with the pages. Modules already in boot stay there (the earlier group wins).
              // A profile's data prefetch rides along: it starts those reads, so it needs this file anyway.
              {
                name: closureChunk('api', [
                  fileURLToPath(new URL('./src/names/api/reads.ts', import.meta.url)),
                  fileURLToPath(new URL('./src/names/hooks/prefetchProfile.ts', import.meta.url)),
                ]),
              },
              // Home's page and what it needs beyond boot (the grid, its skeleton and error state):
              // one file, not six of under 2 kB each (a round trip apiece, and gzip per file).
              {
                name: closureChunk(
                  'HomePage',
                  fileURLToPath(new URL('./src/pages/home/HomePage.tsx', import.meta.url)),
                ),
              },
              // A profile's own modules (what nothing but the profile loads): one file, not one per
              // set of dialogs and pages sharing a module (115 → 80 files a profile; home's prefetch
              // of it too). The other pages gained a few files at most (my names 82 → 77).
              ...pageChunkGroups(
                { NamePage: fileURLToPath(new URL('./src/pages/name/NamePage.tsx', import.meta.url)) },
                appEntry,
              ),
              // Mock build: msw and what it needs in one chunk with a stable name, not split by
              // whichever mock module imports it first.
              ...(isMock ? [{ name: 'msw', test: /[\\/]node_modules[\\/](msw|@mswjs)[\\/]/ }] : []),
            ],
          },
        },
      },
    },
    preview: { strictPort: true },
    test: {
      // Node, which starts in a fraction of jsdom's time; a test that needs a DOM (every
      // component's) says so in its first line: `// @vitest-environment jsdom`.
      environment: 'node',
      globals: false,
      // test/build checks the build output, so it runs after `build:all` (npm run test:build).
      // UNIT_FILES=node|dom runs one half of the unit tests (npm test runs them so): the Node
      // files share each worker's loaded modules (each file resets what it changes: the mock
      // world, the language), 66 → 28 s; a file with a DOM starts afresh, as its components'
      // stores and listeners would otherwise leak into the next.
      include: process.env.BUILD_TESTS
        ? ['test/build/**/*.test.ts']
        : (unitFiles ?? ['src/**/*.test.{ts,tsx}', 'test/unit/**/*.test.{ts,tsx}']),
      isolate: unitSet !== 'node',
      setupFiles: process.env.BUILD_TESTS ? [] : ['test/setup.ts'],
      env: loadEnv('mock', root, 'VITE_'),
      testTimeout: 20_000,
      // The DOM half runs each file afresh in a VM context of a worker that keeps jsdom loaded:
      // loading jsdom for each file took 66 of the half's 156 CPU-seconds (90 → 40 s on two
      // cores). test/setup.ts adds the Node globals a VM context lacks.
      pool: unitSet === 'dom' ? 'vmThreads' : 'threads',
      alias: unitSet === 'dom' ? reactRouterAsEsm : [],
      // Every core runs test files: vitest's default leaves one to its main process (a single
      // worker on two cores), which mostly waits once the files are transformed.
      maxWorkers: availableParallelism(),
      // The wallet SDKs run for real in their adapters' tests, with only their transport
      // faked: inlined, so vi.mock reaches the transport modules they import. react-router too
      // in the VM contexts (see reactRouterAsEsm).
      server: {
        deps: {
          inline: ['@perawallet/connect', '@blockshake/defly-connect', ...(unitSet === 'dom' ? [/react-router/] : [])],
        },
      },
    },
  }
})
