import { sql, type Kysely } from 'kysely'

/*
 * The post editor: a version number for optimistic concurrency (two people editing one post),
 * and indexes that keep the admin list (newest first, filtered by status or category) an
 * index walk at 10,000 posts on both databases.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('blog_posts')
    .addColumn('version', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`version >= 1`),
    )
    .execute()
  await db.schema
    .createIndex('blog_posts_created_id_idx')
    .on('blog_posts')
    .columns(['created_at', 'id'])
    .execute()
  await db.schema
    .createIndex('blog_posts_status_created_idx')
    .on('blog_posts')
    .columns(['status', 'created_at', 'id'])
    .execute()
  await db.schema
    .createIndex('blog_posts_category_created_idx')
    .on('blog_posts')
    .columns(['category_id', 'created_at', 'id'])
    .execute()
  await db.schema
    .createIndex('blog_posts_status_category_created_idx')
    .on('blog_posts')
    .columns(['status', 'category_id', 'created_at', 'id'])
    .execute()
  // Superseded by the composite indexes above (their leading columns).
  await db.schema.dropIndex('blog_posts_created_at_idx').execute()
  await db.schema.dropIndex('blog_posts_category_idx').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('blog_posts_category_idx')
    .on('blog_posts')
    .column('category_id')
    .execute()
  await db.schema
    .createIndex('blog_posts_created_at_idx')
    .on('blog_posts')
    .column('created_at')
    .execute()
  await db.schema.dropIndex('blog_posts_status_category_created_idx').execute()
  await db.schema.dropIndex('blog_posts_category_created_idx').execute()
  await db.schema.dropIndex('blog_posts_status_created_idx').execute()
  await db.schema.dropIndex('blog_posts_created_id_idx').execute()
  await db.schema.alterTable('blog_posts').dropColumn('version').execute()
}
