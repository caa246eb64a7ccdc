import 'server-only'
import { PostgresAdapter, sql, type Kysely, type Selectable } from 'kysely'
import { splitUrl } from '@/lib/redirects/paths'
import type { RedirectRule } from '@/lib/redirects/types'
import type { Database, RedirectTable } from '../db/types'

type RuleColumns = Pick<
  Selectable<RedirectTable>,
  'id' | 'source_path' | 'match' | 'target' | 'status'
>

/** A row as the matcher reads it. */
export function ruleOf(row: RuleColumns): RedirectRule {
  return {
    id: row.id,
    source: row.source_path,
    match: row.match,
    target: row.target,
    status: row.status,
  }
}

/** Every rule: what the serving table is built from. */
export async function loadRedirectRules(db: Kysely<Database>): Promise<RedirectRule[]> {
  const rows = await db
    .selectFrom('redirects')
    .select(['id', 'source_path', 'match', 'target', 'status'])
    .execute()
  return rows.map(ruleOf)
}

/**
 * Serialises saves: a save reads the whole table to collapse chains and refuse loops, so two
 * at once must not each miss the other's rule. PostgreSQL: a table lock that only writers of
 * rules take (reads and the hit counter's updates wait at most one save). SQLite: a write that
 * changes nothing, because a transaction's first write takes the database's write lock.
 */
export async function lockRedirects(trx: Kysely<Database>): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`lock table redirects in share row exclusive mode`.execute(trx)
    return
  }
  await trx
    .updateTable('redirects')
    .set({ id: sql<string>`id` })
    .where('id', '=', '')
    .execute()
}

/**
 * The 404 log's rows a new rule now answers: an address with a rule no longer 404s, and the
 * screen's list is what is still left to fix. Query rules name no path of the log.
 */
export async function clearAnsweredNotFound(
  trx: Kysely<Database>,
  rules: readonly Pick<RedirectRule, 'source' | 'match'>[],
): Promise<void> {
  const exact: string[] = []
  for (const rule of rules) {
    const { path, query } = splitUrl(rule.source)
    if (rule.match === 'exact') {
      if (query === '') exact.push(path)
      continue
    }
    await trx
      .deleteFrom('not_found_paths')
      .where((eb) =>
        eb.or([
          eb('path', '=', path),
          eb(sql<string>`substr(path, 1, ${path.length + 1})`, '=', `${path}/`),
        ]),
      )
      .execute()
  }
  for (let at = 0; at < exact.length; at += 500) {
    await trx
      .deleteFrom('not_found_paths')
      .where('path', 'in', exact.slice(at, at + 500))
      .execute()
  }
}
