import type { Kysely } from 'kysely'
import { timestampType } from './helpers'

/*
 * Lead capture. 0001 created the table; this adds what the form and the CRM webhook need:
 * the landing the lead came from, an accent-free search text (name, email, company) for the
 * admin search on both databases, when the webhook delivered it, and indexes for the admin
 * list (newest first, ties by id) and for the retry sweep (due deliveries).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite adds one column per ALTER TABLE.
  await db.schema.alterTable('leads').addColumn('source', 'text').execute()
  await db.schema
    .alterTable('leads')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema.alterTable('leads').addColumn('webhook_delivered_at', timestampType(db)).execute()
  await db.schema
    .createIndex('leads_created_id_idx')
    .on('leads')
    .columns(['created_at', 'id'])
    .execute()
  await db.schema
    .createIndex('leads_webhook_due_idx')
    .on('leads')
    .columns(['webhook_status', 'webhook_next_attempt_at'])
    .execute()
  // Superseded by leads_created_id_idx (its leading column).
  await db.schema.dropIndex('leads_created_at_idx').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('leads_created_at_idx').on('leads').column('created_at').execute()
  await db.schema.dropIndex('leads_webhook_due_idx').execute()
  await db.schema.dropIndex('leads_created_id_idx').execute()
  await db.schema.alterTable('leads').dropColumn('webhook_delivered_at').execute()
  await db.schema.alterTable('leads').dropColumn('search_text').execute()
  await db.schema.alterTable('leads').dropColumn('source').execute()
}
