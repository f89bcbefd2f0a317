// Builds every mode into dist/<mode>: the browser suite and the bench serve these. Two builds run
// at a time (BUILD_JOBS to change it): much of a build is one thread of plugin code, so a second
// build fills the other core. Each build's output is printed as it ends.
import { spawn } from 'node:child_process'

const modes = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['mock', 'localnet', 'betanet', 'testnet', 'mainnet']
const jobs = Number(process.env.BUILD_JOBS ?? 2)

function build(mode) {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['vite', 'build', '--mode', mode, '--outDir', `dist/${mode}`, '--emptyOutDir'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('close', (code) => {
      process.stdout.write(`\n── vite build --mode ${mode}\n${Buffer.concat(output).toString()}`)
      if (code === 0) resolve()
      else reject(new Error(`vite build --mode ${mode} failed (exit ${code})`))
    })
  })
}

const queue = [...modes]
const worker = async () => {
  for (let mode = queue.shift(); mode; mode = queue.shift()) await build(mode)
}
try {
  await Promise.all(Array.from({ length: Math.min(jobs, modes.length) }, worker))
} catch (error) {
  console.error(`\n✖ ${error.message}`)
  process.exit(1)
}
