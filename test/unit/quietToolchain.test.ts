/**
 * `npm install` and `npm start` say only what matters: no advisory about a dependency's install
 * script nobody decided on, and no page of warnings about the Vite config before its URL.
 */
import { readFileSync } from 'node:fs'
import { createLogger, loadConfigFromFile } from 'vite'
import { describe, expect, it } from 'vitest'

const json = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>

describe('the toolchain', () => {
  it('has decided, in allowScripts, on every install script the dependencies carry', () => {
    const lock = json('package-lock.json') as { packages: Record<string, { hasInstallScript?: boolean }> }
    const withScripts = Object.entries(lock.packages)
      .filter(([path, entry]) => path !== '' && entry.hasInstallScript)
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length))
    const decided = Object.keys((json('package.json').allowScripts ?? {}) as Record<string, boolean>)
    expect(withScripts.filter((name) => !decided.includes(name))).toEqual([])
  })

  it('loads the Vite config without a warning', async () => {
    const said: string[] = []
    const logger = createLogger('warn')
    logger.warn = (message) => void said.push(message)
    logger.warnOnce = logger.warn
    await loadConfigFromFile({ command: 'serve', mode: 'mock' }, 'vite.config.ts', process.cwd(), 'warn', logger)
    expect(said).toEqual([])
  })
})
