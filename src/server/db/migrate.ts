import {
  Migrator,
  sql,
  type Kysely,
  type Migration,
  type MigrationResult,
  type MigrationResultSet,
} from 'kysely'
import { isPostgres } from './migrations/helpers'
import * as initial from './migrations/0001-initial'
import * as twoFactorAudit from './migrations/0002-two-factor-audit'
import * as postEditing from './migrations/0003-post-editing'
import * as leads from './migrations/0004-leads'
import * as consent from './migrations/0005-consent'
import * as plans from './migrations/0006-plans'
import * as cacheTags from './migrations/0007-cache-tags'
import * as verifiedStaff from './migrations/0008-verified-staff'
import * as authorNames from './migrations/0009-author-names'
import * as editorialWorkflow from './migrations/0010-editorial-workflow'
import * as focusKeyword from './migrations/0011-focus-keyword'
import * as mediaLibrary from './migrations/0012-media-library'
import * as shareImages from './migrations/0013-share-images'
import * as categoryRedirects from './migrations/0014-category-redirects'
import * as shareImageSource from './migrations/0015-share-image-source'
import * as revisionEvents from './migrations/0016-revision-events'
import * as coverAlt from './migrations/0017-cover-alt'
import * as analytics from './migrations/0018-analytics'
import * as redirects from './migrations/0019-redirects'
import * as imports from './migrations/0020-imports'
import * as slugRedirectsUnified from './migrations/0021-slug-redirects-unified'
import * as postSlugLookup from './migrations/0022-post-slug-lookup'

/* Migrations are imported, not read from disk, so the same list runs from scripts, tests and the app. */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001-initial': initial,
  '0002-two-factor-audit': twoFactorAudit,
  '0003-post-editing': postEditing,
  '0004-leads': leads,
  '0005-consent': consent,
  '0006-plans': plans,
  '0007-cache-tags': cacheTags,
  '0008-verified-staff': verifiedStaff,
  '0009-author-names': authorNames,
  '0010-editorial-workflow': editorialWorkflow,
  '0011-focus-keyword': focusKeyword,
  '0012-media-library': mediaLibrary,
  '0013-share-images': shareImages,
  '0014-category-redirects': categoryRedirects,
  '0015-share-image-source': shareImageSource,
  '0016-revision-events': revisionEvents,
  '0017-cover-alt': coverAlt,
  '0018-analytics': analytics,
  '0019-redirects': redirects,
  '0020-imports': imports,
  '0021-slug-redirects-unified': slugRedirectsUnified,
  '0022-post-slug-lookup': postSlugLookup,
}

/**
 * Applies the next pending migration and records it, as one transaction: a migration that
 * fails leaves no table or column of its own behind and is not recorded, so fixing it and
 * starting again applies it whole. Kysely opens that transaction itself on PostgreSQL; on
 * SQLite it opens none (its adapter declares no transactional DDL, though SQLite has it), so
 * the migration runs inside `begin immediate` on the one connection the migrator is handed.
 */
async function migrateNext(
  db: Kysely<unknown>,
  list: Readonly<Record<string, Migration>>,
): Promise<MigrationResultSet> {
  const provider = { getMigrations: async () => list }
  if (isPostgres(db)) return new Migrator({ db, provider }).migrateUp()
  return db.connection().execute(async (connection) => {
    // immediate: take the write lock now, so a server writing meanwhile waits (busy_timeout)
    // instead of failing the migration halfway with SQLITE_BUSY.
    await sql`begin immediate`.execute(connection)
    let result: MigrationResultSet
    try {
      result = await new Migrator({ db: connection, provider }).migrateUp()
    } catch (error) {
      await sql`rollback`.execute(connection)
      throw error
    }
    await sql.raw(result.error === undefined ? 'commit' : 'rollback').execute(connection)
    return result
  })
}

/**
 * Applies every pending migration, each in its own transaction (migrateNext). On failure the
 * ones before it stay applied and recorded, and the error names the one that failed.
 * `list` is for tests; the app always runs the registered migrations.
 */
export async function migrateToLatest<DB>(
  db: Kysely<DB>,
  list: Readonly<Record<string, Migration>> = MIGRATIONS,
): Promise<MigrationResultSet> {
  const applied: MigrationResult[] = []
  for (;;) {
    const result = await migrateNext(db as Kysely<unknown>, list)
    if (result.error !== undefined) {
      const failed = result.results?.find((r) => r.status === 'Error')
      throw new Error(
        `Falha na migração ${failed?.migrationName ?? ''} (migration failed): ${String(result.error)}`,
        { cause: result.error },
      )
    }
    if (!result.results?.length) return { results: applied }
    applied.push(...result.results)
  }
}
