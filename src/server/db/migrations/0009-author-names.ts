import type { Kysely } from 'kysely'

/*
 * Posts were signed with `user.name || user.email`, and sign-up fills `user.name` with the part
 * of the e-mail before "@": bylines, JSON-LD and the feed showed part of an e-mail. A post now
 * carries its writer's chosen display name or null (the byline then says "Equipe MídiaPlan").
 * The rule is copied here, not imported, so this migration keeps meaning what it meant.
 */

interface Row {
  id: string
  author_name: string | null
  name: string | null
  email: string | null
}

function chosenName(row: Row): string | null {
  const name = row.name?.trim() ?? ''
  if (!name || name.includes('@')) return null
  const email = row.email ?? ''
  const at = email.lastIndexOf('@')
  return name === (at === -1 ? email : email.slice(0, at)) ? null : name
}

// Both tables come from earlier migrations; the row shape is read loosely on purpose.
type Tables = {
  blog_posts: { id: string; author_id: string | null; author_name: string | null }
  user: { id: string; name: string; email: string }
}

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Tables>
  const rows: Row[] = await db
    .selectFrom('blog_posts as p')
    .leftJoin('user as u', 'u.id', 'p.author_id')
    .select(['p.id', 'p.author_name', 'u.name', 'u.email'])
    .where('p.author_name', 'is not', null)
    .execute()
  for (const row of rows) {
    // A post without a user (seeded, or its writer deleted) keeps its name unless it is an e-mail.
    const next =
      row.email === null
        ? row.author_name?.includes('@')
          ? null
          : row.author_name
        : chosenName(row)
    if (next === row.author_name) continue
    await db.updateTable('blog_posts').set({ author_name: next }).where('id', '=', row.id).execute()
  }
}

/** Nothing to undo: the old names were derived from e-mails, which are still there. */
export async function down(): Promise<void> {}
