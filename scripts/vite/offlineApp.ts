/**
 * Production builds only: the web app manifest and a service worker that precaches the built
 * shell, so the installed app opens offline. The worker serves the app's own files and nothing
 * else: no runtime caching, so algod and the name API are always asked over the network. The app
 * registers it itself, after the first render (src/app/serviceWorker.ts), and the mock build keeps
 * MSW's worker alone: a page has one controlling worker, and it must be MSW's there.
 */
import { VitePWA } from 'vite-plugin-pwa'
import type { PluginOption } from 'vite'

export function offlineApp(enabled: boolean, title: string): PluginOption {
  return VitePWA({
    disable: !enabled,
    // Registered by the app after its first render, never by an inline script.
    injectRegister: false,
    // The update is offered, not forced: the new worker waits until the user reloads.
    registerType: 'prompt',
    filename: 'sw.js',
    manifest: {
      name: title,
      short_name: '.algo names',
      description: 'Find, buy, sell and manage .algo names on Algorand.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0f172a',
      background_color: '#0f172a',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      // Every route is the one page: offline, a deep link opens the app too.
      navigateFallback: '/index.html',
      cleanupOutdatedCaches: true,
      // Wallet SDKs can be large; the shell and the pages are far under this.
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    },
  })
}
