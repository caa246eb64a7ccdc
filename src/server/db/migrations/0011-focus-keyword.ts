import type { Kysely } from 'kysely'

/*
 * The publishing checklist's optional focus keyword ("Palavra-chave principal"): part of the
 * document an editor writes, so it lives wherever the document does (the post, its
 * working copy, its revisions). Null: none.
 */
const TABLES = ['blog_posts', 'post_working_copies', 'post_revisions'] as const

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES)
    await db.schema.alterTable(table).addColumn('focus_keyword', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES)
    await db.schema.alterTable(table).dropColumn('focus_keyword').execute()
}
