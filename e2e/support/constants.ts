export const E2E_ADMIN = { email: 'admin-e2e@exemplo.com.br', password: 'Admin@E2e2026!' } as const

/**
 * The e2e build's own folder (NEXT_DIST_DIR): a test run never touches the build npm start
 * serves. The PostgreSQL pass has its own, so CI can run it beside the SQLite one.
 */
export const E2E_DIST_DIR = process.env.TEST_DATABASE_URL ? '.next-test-postgres' : '.next-test'
