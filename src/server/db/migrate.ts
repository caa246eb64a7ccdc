import { Migrator, type Kysely, type Migration, type MigrationResultSet } from 'kysely'
import * as initial from './migrations/0001-initial'
import * as twoFactorAudit from './migrations/0002-two-factor-audit'
import * as postEditing from './migrations/0003-post-editing'
import * as leads from './migrations/0004-leads'
import * as consent from './migrations/0005-consent'
import * as plans from './migrations/0006-plans'
import * as authorNames from './migrations/0007-author-names'

/* Migrations are imported, not read from disk, so the same list runs from scripts, tests and the app. */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-two-factor-audit': twoFactorAudit,
  '0003-post-editing': postEditing,
  '0004-leads': leads,
  '0005-consent': consent,
  '0006-plans': plans,
  '0007-author-names': authorNames,
}

export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  })
  const result = await migrator.migrateToLatest()
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')
    throw new Error(
      `Falha na migração ${failed?.migrationName ?? ''} (migration failed): ${String(result.error)}`,
      { cause: result.error },
    )
  }
  return result
}
