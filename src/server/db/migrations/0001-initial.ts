import { sql, type Kysely } from 'kysely'
import { nowDefault, timestampType } from './helpers'

/* Portable schema: text ids, ISO timestamps on SQLite, constraints both databases enforce. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db)
  const now = nowDefault(db)

  // Better Auth core tables (its schema, its camelCase names).
  await db.schema
    .createTable('user')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('emailVerified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('image', 'text')
    .addColumn('createdAt', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('updatedAt', ts, (c) => c.notNull().defaultTo(now))
    .execute()

  await db.schema
    .createTable('session')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('expiresAt', ts, (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('createdAt', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('updatedAt', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('ipAddress', 'text')
    .addColumn('userAgent', 'text')
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .execute()
  await db.schema.createIndex('session_userId_idx').on('session').column('userId').execute()

  await db.schema
    .createTable('account')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('accountId', 'text', (c) => c.notNull())
    .addColumn('providerId', 'text', (c) => c.notNull())
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('accessToken', 'text')
    .addColumn('refreshToken', 'text')
    .addColumn('idToken', 'text')
    .addColumn('accessTokenExpiresAt', ts)
    .addColumn('refreshTokenExpiresAt', ts)
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('createdAt', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('updatedAt', ts, (c) => c.notNull().defaultTo(now))
    .execute()
  await db.schema.createIndex('account_userId_idx').on('account').column('userId').execute()

  await db.schema
    .createTable('verification')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expiresAt', ts, (c) => c.notNull())
    .addColumn('createdAt', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('updatedAt', ts, (c) => c.notNull().defaultTo(now))
    .execute()
  await db.schema
    .createIndex('verification_identifier_idx')
    .on('verification')
    .column('identifier')
    .execute()

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('admin', 'editor')`))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role'])
    .execute()

  await db.schema
    .createTable('blog_categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text')
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
    .execute()

  await db.schema
    .createTable('blog_posts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('search_title', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('cover_image', 'text')
    .addColumn('category_id', 'text', (c) =>
      c.references('blog_categories.id').onDelete('set null'),
    )
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('draft')
        .check(sql`status in ('draft', 'published', 'archived')`),
    )
    .addColumn('featured', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('published_at', ts)
    .addColumn('author_id', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('author_name', 'text')
    .addColumn('reading_time', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`reading_time >= 1`),
    )
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
    .execute()
  await db.schema
    .createIndex('blog_posts_created_at_idx')
    .on('blog_posts')
    .column('created_at')
    .execute()
  await db.schema
    .createIndex('blog_posts_status_published_idx')
    .on('blog_posts')
    .columns(['status', 'published_at'])
    .execute()
  await db.schema
    .createIndex('blog_posts_category_idx')
    .on('blog_posts')
    .column('category_id')
    .execute()
  await db.schema
    .createIndex('blog_posts_search_title_idx')
    .on('blog_posts')
    .column('search_title')
    .execute()

  await db.schema
    .createTable('blog_tags')
    .addColumn('post_id', 'text', (c) =>
      c.notNull().references('blog_posts.id').onDelete('cascade'),
    )
    .addColumn('tag', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('blog_tags_pk', ['post_id', 'tag'])
    .execute()
  await db.schema.createIndex('blog_tags_tag_idx').on('blog_tags').column('tag').execute()

  await db.schema
    .createTable('slug_redirects')
    .addColumn('old_slug', 'text', (c) => c.primaryKey())
    .addColumn('post_id', 'text', (c) =>
      c.notNull().references('blog_posts.id').onDelete('cascade'),
    )
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .execute()

  await db.schema
    .createTable('leads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('job_title', 'text')
    .addColumn('budget_range', 'text')
    .addColumn('message', 'text')
    .addColumn('consent_lgpd', 'boolean', (c) => c.notNull())
    .addColumn('utm_source', 'text')
    .addColumn('utm_medium', 'text')
    .addColumn('utm_campaign', 'text')
    .addColumn('utm_term', 'text')
    .addColumn('utm_content', 'text')
    .addColumn('gclid', 'text')
    .addColumn('fbclid', 'text')
    .addColumn('landing_path', 'text')
    .addColumn('webhook_status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('none')
        .check(sql`webhook_status in ('none', 'pending', 'delivered', 'failed')`),
    )
    .addColumn('webhook_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('webhook_last_error', 'text')
    .addColumn('webhook_next_attempt_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .execute()
  await db.schema.createIndex('leads_created_at_idx').on('leads').column('created_at').execute()

  await db.schema
    .createTable('consent_records')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('anonymous_id', 'text', (c) => c.notNull())
    .addColumn('essential', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('analytics', 'boolean', (c) => c.notNull())
    .addColumn('marketing', 'boolean', (c) => c.notNull())
    .addColumn('policy_version', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('user_agent_hash', 'text')
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .execute()
  await db.schema
    .createIndex('consent_records_anonymous_id_idx')
    .on('consent_records')
    .column('anonymous_id')
    .execute()

  await db.schema
    .createTable('rate_limit_buckets')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('reset_ms', 'bigint', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'app_settings',
    'rate_limit_buckets',
    'consent_records',
    'leads',
    'slug_redirects',
    'blog_tags',
    'blog_posts',
    'blog_categories',
    'user_roles',
    'verification',
    'account',
    'session',
    'user',
  ]) {
    await db.schema.dropTable(table).ifExists().execute()
  }
}
