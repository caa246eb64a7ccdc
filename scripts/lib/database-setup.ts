import { getDatabase } from '@/server/db'
import { migrateToLatest } from '@/server/db/migrate'
import type { Env } from '@/server/env'
import { seedDatabase, type SeedReport } from '@/server/seed'

export async function migrate(): Promise<string[]> {
  const result = await migrateToLatest(getDatabase().raw)
  return (result.results ?? []).map((r) => r.migrationName)
}

export function describeTarget(env: Env): string {
  return env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `SQLite (${env.SQLITE_PATH})`
}

export function printSeedReport(report: SeedReport, env: Env): void {
  if (report.categoriesCreated > 0) console.info(`Categorias criadas: ${report.categoriesCreated}`)
  if (report.articlesCreated > 0) console.info(`Artigos publicados: ${report.articlesCreated}`)
  if (!report.admin) return
  const line = '─'.repeat(60)
  console.info(`\n${line}`)
  console.info(' Conta de administrador criada / admin account created')
  console.info(`   Acesse:  ${env.SITE_URL}/admin/login`)
  console.info(`   Email:   ${report.admin.email}`)
  if (report.admin.password) {
    console.info(`   Senha:   ${report.admin.password}`)
    console.info(' Guarde esta senha: ela não será mostrada de novo.')
  } else {
    console.info('   Senha:   a definida em ADMIN_PASSWORD')
  }
  console.info(`${line}\n`)
}

export async function migrateAndSeed(env: Env): Promise<void> {
  const applied = await migrate()
  if (applied.length > 0) console.info(`Migrações aplicadas: ${applied.join(', ')}`)
  printSeedReport(await seedDatabase(env), env)
}
