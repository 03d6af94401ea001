import { defineConfig } from 'vitest/config';

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
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // Builds the site once and serves dist/; see the file for E2E_NO_BUILD.
          globalSetup: ['tests/e2e/global-setup.ts'],
          // One browser, one server: run the files one after another in one fork.
          pool: 'forks',
          maxWorkers: 1,
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
