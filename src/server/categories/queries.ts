import 'server-only'
import { sql } from 'kysely'
import { requireRole } from '../auth/session'
import { getDatabase } from '../db'

export interface AdminCategory {
  id: string
  name: string
  slug: string
  description: string | null
  /** Posts of any status in it: the ones that lose their category if it is deleted. */
  postCount: number
}

const byName = new Intl.Collator('pt-BR', { sensitivity: 'base' })

/** Every category by name with how many posts use it, for the admin category screen. */
export async function listCategories(): Promise<AdminCategory[]> {
  await requireRole('editor')
  const { db } = getDatabase()
  const rows = await db
    .selectFrom('blog_categories as c')
    .leftJoin('blog_posts as p', 'p.category_id', 'c.id')
    .select(['c.id', 'c.name', 'c.slug', 'c.description', sql<number>`count(p.id)`.as('postCount')])
    .groupBy(['c.id', 'c.name', 'c.slug', 'c.description'])
    .execute()
  // Sorted here, not in SQL: SQLite compares bytes and PostgreSQL its collation, and the
  // screen should list "Ação" next to "Acesso" on both.
  return rows
    .map((row) => ({ ...row, postCount: Number(row.postCount) }))
    .sort((a, b) => byName.compare(a.name, b.name) || a.slug.localeCompare(b.slug))
}
