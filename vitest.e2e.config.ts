import path from 'node:path'
import { defineConfig } from 'vitest/config'

const root = import.meta.dirname

export default defineConfig({
  resolve: {
    alias: {
      '@': path.join(root, 'src'),
      'server-only': path.join(root, 'tests/support/empty.ts'),
    },
  },
  test: {
    reporters: ['default', 'json'],
    outputFile: { json: process.env.VITEST_JSON ?? 'test-results/e2e.json' },
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    // One server and one browser per run; files share them one at a time.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
