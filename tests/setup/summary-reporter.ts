import { relative } from 'node:path';
import type { Reporter, SerializedError, TestModule } from 'vitest/node';

/**
 * What CI prints after a test pass, under Vitest's own report (`--reporter=default
 * --reporter=./tests/setup/summary-reporter.ts`):
 *   - one plain line `<pass>: N passed, N failed, N skipped`;
 *   - how many tests needed their retry, and which, loudly: a test that passes only the second time
 *     is a defect to find, not a pass (the browser tests keep one retry as a safety net);
 *   - the ten slowest files with where their time went, so the next person sees what to make faster.
 * The pass is named by TEST_PASS (CI sets it), else by the database the run used.
 */
const SLOWEST = 10;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>) {
    const pass = process.env.TEST_PASS ?? (process.env.DATABASE_URL ? 'postgres' : 'pglite');
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const retried: string[] = [];
    for (const module of testModules) {
      const file = relative(process.cwd(), module.moduleId);
      // A file that fails before its tests run (an import, a beforeAll) counts as one failure.
      if (module.errors().length > 0) failed += 1;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
        const retries = test.diagnostic()?.retryCount ?? 0;
        if (retries > 0) retried.push(`  ${file} > ${test.fullName} (${retries} ${retries === 1 ? 'retry' : 'retries'}, ${state})`);
      }
    }
    failed += unhandledErrors.length;

    const lines = ['', `${pass}: ${passed} passed, ${failed} failed, ${skipped} skipped`];
    if (retried.length === 0) lines.push(`${pass}: no test needed a retry`);
    else lines.push(`${pass}: !!! ${retried.length} ${retried.length === 1 ? 'test needed its retry' : 'tests needed their retry'}: each is a defect to find !!!`, ...retried);

    const timed = testModules.map((module) => {
      const d = module.diagnostic();
      const before = d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration;
      return { file: relative(process.cwd(), module.moduleId), total: before + d.duration, before, body: d.duration };
    });
    timed.sort((a, b) => b.total - a.total);
    lines.push(`${pass}: the ${Math.min(SLOWEST, timed.length)} slowest files (start and import | tests and hooks):`);
    for (const { file, total, before, body } of timed.slice(0, SLOWEST)) {
      lines.push(`  ${seconds(total).padStart(8)}  ${file} (${seconds(before)} | ${seconds(body)})`);
    }
    console.log(lines.join('\n'));
  }
}
