import type { Kysely } from 'kysely'

/*
 * consent_records itself came with 0001-initial. The dashboard counts each visitor's latest
 * decision (partition by anonymous_id, newest created_at first): one index serves both that
 * and looking up one visitor's history, so it replaces the single-column one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('consent_records_anonymous_id_idx').ifExists().execute()
  await db.schema
    .createIndex('consent_records_visitor_idx')
    .on('consent_records')
    .columns(['anonymous_id', 'created_at'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('consent_records_visitor_idx').ifExists().execute()
  await db.schema
    .createIndex('consent_records_anonymous_id_idx')
    .on('consent_records')
    .column('anonymous_id')
    .execute()
}
