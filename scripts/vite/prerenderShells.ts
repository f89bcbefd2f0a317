import { shellPicker } from '../../src/prerender/shellPicker.ts'
import type { AppHtmlTransform } from './appHtml'

/**
 * Each route's shell, rendered at build time by the app's own components (src/prerender) and
 * put in index.html as templates with the picker. Lighthouse's mobile run measured why: without
 * it nothing paints until ~150 kB of script has run under a 4x slower CPU.
 */
export const prerenderShells: AppHtmlTransform = async (html, load) => {
  const { shells, locales } = await load('/src/prerender/renderShells.tsx', (module: RenderShells) =>
    module.renderShells(),
  )
  // React hoists resource hints (an <img>'s preload) to the front; a template has no use for them.
  const templates = Object.entries(shells)
    .map(([id, markup]) => `<template id="shell-${id}">${markup.replace(/^(<link[^>]*>)+/, '')}</template>`)
    .join('\n    ')
  return html.replace(
    '<div id="root"></div>',
    `${templates}\n    <div id="root"></div>\n    <script>${shellPicker(locales)}</script>`,
  )
}

interface RenderShells {
  renderShells(): Promise<{ shells: Record<string, string>; locales: readonly string[] }>
}
