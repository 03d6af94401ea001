import { defineConfig } from 'vitest/config';

/** How many browser test files run at once (default 1: one after another). */
const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1) || 1);

/**
 * `npx vitest run` runs both projects; `npx vitest run --project unit` (or e2e) one of them.
 */
export default defineConfig({
  // Preact islands and their tests use the automatic JSX runtime from preact.
  // Vite 8 transforms with Oxc; its `esbuild` option is deprecated and ignored
  // (with a warning) when `oxc` is set, so the JSX settings live here.
  oxc: {
    jsx: { runtime: 'automatic', importSource: 'preact' },
  },
  test: {
    // The default output plus plain closing lines counting scenarios and tests.
    reporters: ['default', './tests/reporters/summary.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['engine/**/*.test.ts', 'src/**/*.test.{ts,tsx}'],
          // Vitest's 5 s and 10 s defaults fail a 3 s test on a busy machine. A timeout only
          // catches a hang, so it leaves room for a machine many times slower (the slowest test
          // without a timeout of its own took 4.5 s at a load of 14 on two cores); the heavy
          // tests set their own. Nothing in the suite is judged by time (`npm run bench` is).
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // Builds the site once and serves dist/; see the file for E2E_NO_BUILD.
          globalSetup: ['tests/e2e/global-setup.ts'],
          // One server (global-setup.ts) for every file; each file launches its own browser, so
          // files can run side by side: E2E_WORKERS=2 on a machine with cores to spare. The
          // default is one file after another: on two cores two forks took the browser tests
          // alone from 1,590 s to 1,164 s, but a whole clean-clone run (unit tests and the
          // sub-path build competing) took 25.3 minutes against 24.5 for the run before, one
          // file at a time, and two tests ran out of time (30 Nov): the browsers are CPU-bound.
          pool: 'forks',
          maxWorkers: E2E_WORKERS,
          fileParallelism: E2E_WORKERS > 1,
          // Chromium slows down a lot under load: four times the quiet figures, and more.
          testTimeout: 120_000,
          hookTimeout: 240_000,
          // expect.poll gives up after 1 s by default; a page under load may need longer to settle.
          expect: { poll: { timeout: 20_000 } },
        },
      },
    ],
  },
});
