/**
 * Adds two plain closing lines to the test run: how many scenario files ran as
 * tests, and the whole count as "N passed, N failed", which any CI can read.
 */
import type { Reporter, TestModule } from 'vitest/node';

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const count = { passed: 0, failed: 0, skipped: 0 };
    const scenarios = { passed: 0, failed: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        const key = state === 'passed' ? 'passed' : state === 'failed' ? 'failed' : 'skipped';
        count[key]++;
        if (test.fullName.startsWith('scenario files') && key !== 'skipped') scenarios[key]++;
      }
    }
    process.stdout.write(`\nscenarios: ${scenarios.passed} passed, ${scenarios.failed} failed\n`);
    process.stdout.write(`tests: ${count.passed} passed, ${count.failed} failed${count.skipped ? `, ${count.skipped} skipped` : ''}\n`);
  }
}
