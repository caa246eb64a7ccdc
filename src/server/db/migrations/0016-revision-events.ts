import { sql, type Kysely } from 'kysely'
import { isPostgres } from './helpers'

/*
 * The history records what happens while editing, not only the saves: the document as it was
 * when an editing session began ('session'), the version left out of a two-tab conflict
 * ('conflict') and changes brought back from the browser ('recovery'). `edit_session` names the
 * editor tab an autosave came from, so one tab's autosaves never fold into another's.
 */
const OLD_KINDS = `'save', 'publish', 'unpublish', 'restore', 'autosave', 'schedule', 'scheduled_publish'`
const NEW_KINDS = `${OLD_KINDS}, 'session', 'conflict', 'recovery'`

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('post_revisions').addColumn('edit_session', 'text').execute()
  await replaceKindCheck(db, OLD_KINDS, NEW_KINDS)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from post_revisions where kind in ('session', 'conflict', 'recovery')`.execute(
    db,
  )
  await replaceKindCheck(db, NEW_KINDS, OLD_KINDS)
  await db.schema.alterTable('post_revisions').dropColumn('edit_session').execute()
}

async function replaceKindCheck(db: Kysely<unknown>, from: string, to: string): Promise<void> {
  if (isPostgres(db)) {
    // The inline check of the first migration got PostgreSQL's default name.
    await sql`alter table post_revisions drop constraint post_revisions_kind_check`.execute(db)
    await sql`alter table post_revisions add constraint post_revisions_kind_check check (kind in (${sql.raw(to)}))`.execute(
      db,
    )
    return
  }
  // SQLite cannot alter a check: the table is rebuilt from its own definition with the new
  // list, which keeps every column later migrations added, and its indexes are made again.
  const rows = await sql<{ type: string; name: string; sql: string | null }>`
    select type, name, sql from sqlite_master where tbl_name = 'post_revisions'`.execute(db)
  const table = rows.rows.find((row) => row.type === 'table')?.sql ?? ''
  const check = `kind in (${from})`
  if (!table.includes(check)) {
    throw new Error(`post_revisions: the kind check "${check}" was not found in ${table}`)
  }
  const rebuilt = table
    .replace(check, `kind in (${to})`)
    .replace(/^create table "?post_revisions"?/i, 'create table "post_revisions_rebuilt"')
  if (rebuilt === table || !rebuilt.includes('post_revisions_rebuilt')) {
    throw new Error('post_revisions: could not rewrite its definition')
  }
  const indexes = rows.rows.filter((row) => row.type === 'index' && row.sql !== null)
  await sql.raw(rebuilt).execute(db)
  await sql`insert into post_revisions_rebuilt select * from post_revisions`.execute(db)
  await sql`drop table post_revisions`.execute(db)
  await sql`alter table post_revisions_rebuilt rename to post_revisions`.execute(db)
  for (const index of indexes) await sql.raw(index.sql ?? '').execute(db)
}
