import { defineConfig } from 'vitest/config'
import unitConfig from './vitest.config'

export default defineConfig({
  // Same aliases as the unit suite (`@/`, `server-only`).
  resolve: unitConfig.resolve,
  test: {
    reporters: ['default', 'json'],
    outputFile: { json: process.env.VITEST_JSON ?? 'test-results/e2e.json' },
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    // One server and one browser per run; files share them one at a time.
    fileParallelism: false,
    // Files run one after another in one process that keeps its modules (Playwright, the
    // support helpers): each file's own module is still evaluated afresh, and importing the rest
    // again cost about 0.6 s a file.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
