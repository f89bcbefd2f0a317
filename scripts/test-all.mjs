// `npm test`: every check, phase by phase, then a table of each phase's wall time. Phases in one
// step run side by side (their output is printed as each ends), and the BESIDE phases beside all
// the steps; a failed phase stops the run after its step, and the table still prints.
// TEST_PHASES_BEFORE ("install=93.2,...") adds phases timed before this script ran (.ci/run's
// install) to the table.
import { spawn } from 'node:child_process'

const npx = (...args) => ['npx', ...args]

/** @typedef {{ name: string, command: string[], env?: Record<string, string> }} Phase */

/**
 * The checks with no clock of their own (tsc, ESLint, knip, Prettier) run from the start beside
 * the steps in Linux's idle class (`chrt --idle`; under `nice -n 19` the builds took 0:46, not
 * 0:31): they take the CPU the steps leave idle (the browser tests wait on their pages about a
 * tenth of the time), and a step's timed waits never wait for them.
 * @type {Phase[]}
 */
const BESIDE = [
  { name: 'typecheck', command: npx('tsc', '-p', 'tsconfig.json', '--noEmit') },
  { name: 'lint', command: npx('eslint', '.', '--max-warnings', '0') },
  { name: 'knip', command: npx('knip') },
  { name: 'format', command: npx('prettier', '--check', '.') },
]

/** @type {Phase[][]} */
const STEPS = [
  // The unit tests in two halves, side by side: the Node files sharing their workers' modules, and
  // those with a DOM (each a worker per core: together they fill both between their starts and ends).
  [
    { name: 'unit (Node)', command: npx('vitest', 'run'), env: { UNIT_FILES: 'node' } },
    { name: 'unit (DOM)', command: npx('vitest', 'run'), env: { UNIT_FILES: 'dom' } },
  ],
  // These fill both cores on their own (two builds at a time, two browsers).
  [{ name: 'builds', command: ['node', 'scripts/build-all.mjs'] }],
  [{ name: 'build checks', command: npx('vitest', 'run'), env: { BUILD_TESTS: '1' } }],
  [{ name: 'browser', command: npx('playwright', 'test', '-c', 'test/playwright.config.ts') }],
]

/**
 * Runs one phase: `alone`, its output goes straight to the terminal, else it is printed whole as
 * the phase ends; `idle`, in Linux's idle class.
 * @param {Phase} phase
 * @param {{ alone?: boolean, idle?: boolean }} how
 */
function run({ name, command, env }, { alone = false, idle = false } = {}) {
  const started = performance.now()
  return new Promise((resolve) => {
    const [file, ...args] = idle ? ['chrt', '--idle', '0', ...command] : command
    const child = spawn(file, args, {
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
const beside = Promise.all(BESIDE.map((phase) => run(phase, { idle: true })))
const results = []
for (const step of STEPS) {
  if (step.length === 1) console.log(`\n── ${step[0].name}`)
  const ended = await Promise.all(step.map((phase) => run(phase, { alone: step.length === 1 })))
  results.push(ended)
  if (ended.some((r) => !r.ok)) break
}
const besideEnded = await beside
const total = (performance.now() - started) / 1000

const ok = [...results.flat(), ...besideEnded].every((r) => r.ok)
// Whole seconds first: 179.6 s is 3:00, not 2:60.
const clock = (seconds) => {
  const s = Math.round(seconds)
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
}
const rows = [
  ...before.map((r) => [r.name, clock(r.seconds), 'ok']),
  ...besideEnded.map((r) => [`${r.name} (beside)`, clock(r.seconds), r.ok ? 'ok' : 'FAILED']),
  ...results.flatMap((step) =>
    step.map((r) => [step.length > 1 ? `${r.name} ∥` : r.name, clock(r.seconds), r.ok ? 'ok' : 'FAILED']),
  ),
  ['npm test', clock(total), ok ? 'ok' : 'FAILED'],
]
const all = before.reduce((sum, r) => sum + r.seconds, total)
if (before.length) rows.push(['all', clock(all), ''])
console.log('\n── phases (wall time, m:ss; ∥ ran side by side; beside: from the start, in the idle class)')
for (const [name, time, status] of rows) console.log(`   ${name.padEnd(22)} ${time.padStart(6)}  ${status}`)
process.exit(ok ? 0 : 1)
