import path from 'node:path'
import { defineConfig } from 'vitest/config'

const root = import.meta.dirname

export default defineConfig({
  resolve: {
    alias: {
      '@': path.join(root, 'src'),
      '@tests': path.join(root, 'tests'),
      'server-only': path.join(root, 'tests/support/empty.ts'),
    },
  },
  test: {
    reporters: ['default', 'json'],
    outputFile: { json: process.env.VITEST_JSON ?? 'test-results/unit.json' },
    // `npm run test:unit` runs the first (pure code, seconds), `npm run test:integration` the
    // second (databases, servers, files); a bare `vitest run` runs both in one pool.
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'] },
      },
      {
        extends: true,
        test: { name: 'integration', include: ['tests/integration/**/*.test.ts'] },
      },
    ],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: {
      NODE_ENV: 'test',
      BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-123456',
      SITE_URL: 'http://localhost:3999',
      // CI's PostgreSQL pass runs beside `npm test` with a folder of its own.
      DATA_DIR: process.env.TEST_DATA_DIR ?? path.join(root, 'data', 'test'),
    },
  },
})
