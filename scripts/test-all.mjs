// `npm test`: every check, phase by phase, then a table of each phase's wall time. Phases in one
// step run side by side (their output is printed as each ends); a failed phase stops the run after
// its step, and the table still prints. TEST_PHASES_BEFORE ("install=93.2,...") adds phases timed
// before this script ran (.ci/run's install) to the table.
import { spawn } from 'node:child_process'

const npx = (...args) => ['npx', ...args]

/** @type {{ name: string, command: string[], env?: Record<string, string> }[][]} */
const STEPS = [
  // tsc, ESLint, knip and Prettier each use one core: two at a time fill both.
  [
    { name: 'typecheck', command: npx('tsc', '-p', 'tsconfig.json', '--noEmit') },
    { name: 'lint', command: npx('eslint', '.', '--max-warnings', '0') },
  ],
  [
    { name: 'knip', command: npx('knip') },
    { name: 'format', command: npx('prettier', '--check', '.') },
  ],
  // These fill both cores on their own (vitest's workers, two builds at a time, two browsers).
  // The unit tests in two halves: the Node files sharing their workers' modules, then those with a DOM.
  [{ name: 'unit (Node)', command: npx('vitest', 'run'), env: { UNIT_FILES: 'node' } }],
  [{ name: 'unit (DOM)', command: npx('vitest', 'run'), env: { UNIT_FILES: 'dom' } }],
  [{ name: 'builds', command: ['node', 'scripts/build-all.mjs'] }],
  [{ name: 'build checks', command: npx('vitest', 'run'), env: { BUILD_TESTS: '1' } }],
  [{ name: 'browser', command: npx('playwright', 'test', '-c', 'test/playwright.config.ts') }],
]

function run({ name, command, env }, alone) {
  const started = performance.now()
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    })
    const output = []
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    child.on('close', (code) => {
      if (!alone) process.stdout.write(`\n── ${name}\n${Buffer.concat(output).toString()}`)
      resolve({ name, seconds: (performance.now() - started) / 1000, ok: code === 0 })
    })
  })
}

const before = (process.env.TEST_PHASES_BEFORE ?? '')
  .split(',')
  .filter(Boolean)
  .map((entry) => {
    const [name, seconds] = entry.split('=')
    return { name, seconds: Number(seconds), ok: true }
  })
const started = performance.now()
const results = []
for (const step of STEPS) {
  if (step.length === 1) console.log(`\n── ${step[0].name}`)
  const ended = await Promise.all(step.map((phase) => run(phase, step.length === 1)))
  results.push(ended)
  if (ended.some((r) => !r.ok)) break
}
const total = (performance.now() - started) / 1000

const clock = (s) => `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, '0')}`
const rows = [
  ...before.map((r) => [r.name, clock(r.seconds), 'ok']),
  ...results.flatMap((step) =>
    step.map((r) => [step.length > 1 ? `${r.name} ∥` : r.name, clock(r.seconds), r.ok ? 'ok' : 'FAILED']),
  ),
  ['npm test', clock(total), results.flat().every((r) => r.ok) ? 'ok' : 'FAILED'],
]
const all = before.reduce((sum, r) => sum + r.seconds, total)
if (before.length) rows.push(['all', clock(all), ''])
console.log('\n── phases (wall time, m:ss; ∥ ran side by side)')
for (const [name, time, status] of rows) console.log(`   ${name.padEnd(22)} ${time.padStart(6)}  ${status}`)
process.exit(results.flat().every((r) => r.ok) ? 0 : 1)
