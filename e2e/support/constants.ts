export const E2E_ADMIN = { email: 'admin-e2e@exemplo.com.br', password: 'Admin@E2e2026!' } as const
