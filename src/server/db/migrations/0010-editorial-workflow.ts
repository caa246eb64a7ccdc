import { sql, type Kysely } from 'kysely'
import { nowDefault, timestampType } from './helpers'

/*
 * The editorial workflow:
 * - blog_posts.scheduled_at: a draft due to go public at that time ("Agendado"), in UTC;
 * - post_working_copies: the edits of a published post that readers do not see yet (autosave,
 *   "Salvar"), published by "Atualizar" or at their own scheduled_at;
 * - post_revisions: what the post was after each save, publish, unpublish, restore, schedule
 *   and (folded, at most one per editor per 10 minutes) autosave;
 * - preview_tokens: links that show a draft or working copy to a reviewer without an account
 *   (only the SHA-256 of the token is kept).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db)
  const now = nowDefault(db)
  await db.schema.alterTable('blog_posts').addColumn('scheduled_at', ts).execute()
  await db.schema
    .createIndex('blog_posts_scheduled_idx')
    .on('blog_posts')
    .column('scheduled_at')
    .execute()

  await db.schema
    .createTable('post_working_copies')
    .addColumn('post_id', 'text', (c) =>
      c.primaryKey().references('blog_posts.id').onDelete('cascade'),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('cover_image', 'text')
    .addColumn('category_id', 'text', (c) =>
      c.references('blog_categories.id').onDelete('set null'),
    )
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('featured', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('scheduled_at', ts)
    .addColumn('updated_by', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
    .execute()
  await db.schema
    .createIndex('post_working_copies_scheduled_idx')
    .on('post_working_copies')
    .column('scheduled_at')
    .execute()

  await db.schema
    .createTable('post_revisions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('post_id', 'text', (c) =>
      c.notNull().references('blog_posts.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`kind in ('save', 'publish', 'unpublish', 'restore', 'autosave', 'schedule', 'scheduled_publish')`,
        ),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('cover_image', 'text')
    .addColumn('category_id', 'text')
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('featured', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('scheduled_at', ts)
    .addColumn('author_id', 'text')
    .addColumn('author_name', 'text')
    .addColumn('actor_id', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('actor_name', 'text')
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
    .execute()
  await db.schema
    .createIndex('post_revisions_post_created_idx')
    .on('post_revisions')
    .columns(['post_id', 'created_at'])
    .execute()

  await db.schema
    .createTable('preview_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('post_id', 'text', (c) =>
      c.notNull().references('blog_posts.id').onDelete('cascade'),
    )
    .addColumn('created_by', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('revoked_at', ts)
    .execute()
  await db.schema
    .createIndex('preview_tokens_post_idx')
    .on('preview_tokens')
    .column('post_id')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('preview_tokens').execute()
  await db.schema.dropTable('post_revisions').execute()
  await db.schema.dropTable('post_working_copies').execute()
  await db.schema.dropIndex('blog_posts_scheduled_idx').execute()
  await db.schema.alterTable('blog_posts').dropColumn('scheduled_at').execute()
}
