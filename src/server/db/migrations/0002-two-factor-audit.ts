import type { Kysely } from 'kysely'
import { nowDefault, timestampType } from './helpers'

/* Two-factor sign-in (Better Auth's twoFactor plugin schema) and the admin audit log. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db)
  const now = nowDefault(db)

  await db.schema
    .alterTable('user')
    .addColumn('twoFactorEnabled', 'boolean', (c) => c.defaultTo(false))
    .execute()

  await db.schema
    .createTable('twoFactor')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('backupCodes', 'text', (c) => c.notNull())
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('verified', 'boolean', (c) => c.defaultTo(true))
    .addColumn('failedVerificationCount', 'integer', (c) => c.defaultTo(0))
    .addColumn('lockedUntil', ts)
    .execute()
  await db.schema.createIndex('twoFactor_secret_idx').on('twoFactor').column('secret').execute()
  await db.schema.createIndex('twoFactor_userId_idx').on('twoFactor').column('userId').execute()

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('actor_id', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('actor_email', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text')
    .addColumn('target_id', 'text')
    .addColumn('target_label', 'text')
    .addColumn('details', 'text')
    .addColumn('ip', 'text')
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .execute()
  await db.schema
    .createIndex('audit_log_created_at_idx')
    .on('audit_log')
    .column('created_at')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').ifExists().execute()
  await db.schema.dropTable('twoFactor').ifExists().execute()
  await db.schema.alterTable('user').dropColumn('twoFactorEnabled').execute()
}
