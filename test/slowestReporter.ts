/**
 * A Playwright reporter that prints, at the end of a run, where the browser suite's time went:
 * worker time in all, the 15 slowest specs (worker time summed over their tests and projects) and
 * the 15 slowest tests. Worker time is what a test costs whatever the machine's load does to the
 * wall clock, so it is the figure to compare between runs.
 */
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'
import { relative } from 'node:path'

const SHOWN = 15

interface Timing {
  spec: string
  title: string
  project: string
  ms: number
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

export default class SlowestReporter implements Reporter {
  private readonly timings: Timing[] = []

  onTestEnd(test: TestCase, result: TestResult): void {
    this.timings.push({
      spec: relative(process.cwd(), test.location.file),
      title: test.titlePath().slice(3).join(' › '),
      project: test.parent.project()?.name ?? '',
      ms: result.duration,
    })
  }

  onEnd(result: FullResult): void {
    if (!this.timings.length) return // a listing (--list), or nothing ran
    const total = this.timings.reduce((sum, t) => sum + t.ms, 0)
    const bySpec = new Map<string, { ms: number; tests: number }>()
    for (const t of this.timings) {
      const spec = bySpec.get(t.spec) ?? { ms: 0, tests: 0 }
      spec.ms += t.ms
      spec.tests += 1
      bySpec.set(t.spec, spec)
    }
    const lines = [
      '',
      `── browser tests: ${this.timings.length} results, ${seconds(total)} of worker time in ${seconds(result.duration)}`,
      `   the ${SHOWN} slowest specs (worker time, tests):`,
      ...[...bySpec]
        .sort((a, b) => b[1].ms - a[1].ms)
        .slice(0, SHOWN)
        .map(([spec, { ms, tests }]) => `   ${seconds(ms).padStart(9)}  ${String(tests).padStart(4)}  ${spec}`),
      `   the ${SHOWN} slowest tests:`,
      ...[...this.timings]
        .sort((a, b) => b.ms - a.ms)
        .slice(0, SHOWN)
        .map((t) => `   ${seconds(t.ms).padStart(9)}  [${t.project}] ${t.spec} › ${t.title}`),
      '',
    ]
    console.log(lines.join('\n'))
  }
}
