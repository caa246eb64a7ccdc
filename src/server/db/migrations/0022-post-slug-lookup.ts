import type { Kysely } from 'kysely'

/*
 * Published posts found by slug without reading their rows: every batch of page views turns
 * up to a few hundred article addresses into post ids (src/server/analytics/post-ids.ts). With
 * only the unique index on slug, each match read the post's row (its whole body is stored in
 * it): 7.7 ms per 128 slugs on SQLite with 10,000 posts, against 0.17 ms with this covering
 * index (bench/seed-posts.ts's 10,000 published posts, cold process).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('blog_posts_slug_status_id_idx')
    .on('blog_posts')
    .columns(['slug', 'status', 'id'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('blog_posts_slug_status_id_idx').execute()
}
