// Builds every mode into dist/<mode>: the browser suite and the bench serve these.
import { execFileSync } from 'node:child_process'

const modes = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['mock', 'localnet', 'betanet', 'testnet', 'mainnet']
for (const mode of modes) {
  console.log(`\n── vite build --mode ${mode}`)
  execFileSync('npx', ['vite', 'build', '--mode', mode, '--outDir', `dist/${mode}`, '--emptyOutDir'], {
    stdio: 'inherit',
  })
}
