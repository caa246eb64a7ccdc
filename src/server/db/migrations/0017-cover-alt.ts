import type { Kysely } from 'kysely'

/*
 * The cover image's alternative text ("Texto alternativo da capa"). Part of the document an
 * editor writes, so it lives wherever the document does (the post, its working copy, its
 * revisions). Null: none, and readers' pages then describe the cover by the post's title, as
 * every post written before this column did.
 */
const TABLES = ['blog_posts', 'post_working_copies', 'post_revisions'] as const

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES)
    await db.schema.alterTable(table).addColumn('cover_alt', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('cover_alt').execute()
}
