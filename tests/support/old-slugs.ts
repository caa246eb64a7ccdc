import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { postPath } from '@/lib/blog-paths'
import { postRuleSource } from '@/lib/redirects/slug-addresses'
import type { Database } from '@/server/db/types'

/**
 * An old slug of a post as its slug change leaves it (src/server/redirects/slug-rules.ts): a
 * 308 rule of the post from the old address to its current one, written straight into the
 * table. A running server follows it once the redirects tag is invalidated.
 */
export async function insertOldPostSlug(
  db: Kysely<Database>,
  postId: string,
  oldSlug: string,
): Promise<string> {
  const post = await db
    .selectFrom('blog_posts')
    .select('slug')
    .where('id', '=', postId)
    .executeTakeFirstOrThrow()
  const id = randomUUID()
  await db
    .insertInto('redirects')
    .values({
      id,
      source_path: postRuleSource(oldSlug),
      match: 'exact',
      target: postPath(post.slug),
      status: 308,
      origin: 'post-slug',
      post_id: postId,
    })
    .execute()
  return id
}
