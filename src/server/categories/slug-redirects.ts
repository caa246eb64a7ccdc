import 'server-only'
import type { Kysely } from 'kysely'
import { categoryRuleSources } from '@/lib/redirects/slug-addresses'
import type { Database } from '../db/types'

/*
 * Old slugs of renamed categories are rules of the redirect manager (written by
 * src/server/redirects/slug-rules.ts, served before any page renders). This reads them back.
 */

/** The current slug of the category that used to live at `oldSlug`, if any. */
export async function findCategorySlugRedirect(
  db: Kysely<Database>,
  oldSlug: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('redirects as r')
    .innerJoin('blog_categories as c', 'c.id', 'r.category_id')
    .select('c.slug')
    .where('r.source_path', '=', categoryRuleSources(oldSlug).page)
    .where('r.match', '=', 'prefix')
    .executeTakeFirst()
  return row?.slug ?? null
}
