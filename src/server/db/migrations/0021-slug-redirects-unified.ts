import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { categoryPath, postPath } from '../../../lib/blog-paths'
import {
  categoryRuleSources,
  categoryRuleTargets,
  postRuleSource,
} from '../../../lib/redirects/slug-addresses'
import { nowDefault, timestampType } from './helpers'

/*
 * The old addresses of renamed posts (slug_redirects, 0001) and categories
 * (category_slug_redirects, 0014) become rules of the redirect manager, so one mechanism
 * answers every old address, before any page renders. A rule made by a slug change points at
 * its post or category: deleting that drops its rules (ON DELETE CASCADE), and the table the
 * server loads leaves out a post's rules while the post is not published (an unpublished
 * post's old address answers what its address answers: the way back to /blog).
 *
 * A category's old slug was answered on three addresses: its page and every page under it
 * (a prefix rule), /blog/<slug> and the index's tab /blog?categoria=<slug>. Each becomes a 308
 * rule, the status the pages answered with. The addresses are built with the site's own
 * builders (unlike 0009's copied rule): a rule must name the address the pages are served at.
 */

type Ts = Date | string

interface Tables {
  redirects: {
    id: string
    source_path: string
    match: 'exact' | 'prefix'
    target: string
    status: number
    origin: string
    created_at: Ts
    updated_at: Ts
    post_id: string | null
    category_id: string | null
  }
  slug_redirects: { old_slug: string; post_id: string; created_at: Ts }
  category_slug_redirects: { old_slug: string; category_id: string; created_at: Ts }
  blog_posts: { id: string; slug: string }
  blog_categories: { id: string; slug: string }
}

type NewRule = Tables['redirects']

const keyOf = (source: string, match: string) => `${match}\0${source}`

function rule(
  source: string,
  match: NewRule['match'],
  target: string,
  owner: { post_id: string } | { category_id: string },
  createdAt: Ts,
): NewRule {
  return {
    id: randomUUID(),
    source_path: source,
    match,
    target,
    status: 308,
    origin: 'post_id' in owner ? 'post-slug' : 'category-slug',
    created_at: createdAt,
    updated_at: createdAt,
    post_id: null,
    category_id: null,
    ...owner,
  }
}

async function copyRules(db: Kysely<Tables>): Promise<void> {
  const existing = await db.selectFrom('redirects').select(['source_path', 'match']).execute()
  const taken = new Set(existing.map((row) => keyOf(row.source_path, row.match)))
  const livePosts = new Set(
    (await db.selectFrom('blog_posts').select('slug').execute()).map((row) => row.slug),
  )
  const liveCategories = new Set(
    (await db.selectFrom('blog_categories').select('slug').execute()).map((row) => row.slug),
  )
  const rules: NewRule[] = []
  // A rule already at the address (the admin's, an import's) was answering first: it stays.
  const add = (next: NewRule) => {
    const key = keyOf(next.source_path, next.match)
    if (taken.has(key)) return
    taken.add(key)
    rules.push(next)
  }
  const posts = await db
    .selectFrom('slug_redirects as r')
    .innerJoin('blog_posts as p', 'p.id', 'r.post_id')
    .select(['r.old_slug', 'r.post_id', 'r.created_at', 'p.slug'])
    .orderBy('r.old_slug')
    .execute()
  for (const row of posts) {
    if (livePosts.has(row.old_slug)) continue
    const owner = { post_id: row.post_id }
    add(rule(postRuleSource(row.old_slug), 'exact', postPath(row.slug), owner, row.created_at))
  }
  const categories = await db
    .selectFrom('category_slug_redirects as r')
    .innerJoin('blog_categories as c', 'c.id', 'r.category_id')
    .select(['r.old_slug', 'r.category_id', 'r.created_at', 'c.slug'])
    .orderBy('r.old_slug')
    .execute()
  for (const row of categories) {
    if (liveCategories.has(row.old_slug)) continue
    const sources = categoryRuleSources(row.old_slug)
    const targets = categoryRuleTargets(row.slug)
    const owner = { category_id: row.category_id }
    add(rule(sources.page, 'prefix', targets.page, owner, row.created_at))
    add(rule(sources.legacy, 'exact', targets.legacy, owner, row.created_at))
    add(rule(sources.tab, 'exact', targets.tab, owner, row.created_at))
  }
  for (let at = 0; at < rules.length; at += 200) {
    await db
      .insertInto('redirects')
      .values(rules.slice(at, at + 200))
      .execute()
  }
  // A permanent rule that led to an old address now leads straight to the current one, as a
  // save collapses chains (never onto its own source).
  for (const next of rules) {
    await db
      .updateTable('redirects')
      .set({ target: next.target })
      .where('target', '=', next.source_path)
      .where('status', 'in', [301, 308])
      .where('source_path', '!=', next.target)
      .execute()
  }
}

export async function up(untyped: Kysely<unknown>): Promise<void> {
  await untyped.schema
    .alterTable('redirects')
    .addColumn('post_id', 'text', (c) => c.references('blog_posts.id').onDelete('cascade'))
    .execute()
  await untyped.schema
    .alterTable('redirects')
    .addColumn('category_id', 'text', (c) => c.references('blog_categories.id').onDelete('cascade'))
    .execute()
  // The cascades, the readers of a post's old slugs and the table's load (its post's status).
  await untyped.schema.createIndex('redirects_post_idx').on('redirects').column('post_id').execute()
  await untyped.schema
    .createIndex('redirects_category_idx')
    .on('redirects')
    .column('category_id')
    .execute()
  await copyRules(untyped as Kysely<Tables>)
  await untyped.schema.dropTable('slug_redirects').execute()
  await untyped.schema.dropTable('category_slug_redirects').execute()
}

/** The two tables again, with the old slugs the rules of slug changes hold. */
export async function down(untyped: Kysely<unknown>): Promise<void> {
  const ts = timestampType(untyped)
  const now = nowDefault(untyped)
  await untyped.schema
    .createTable('slug_redirects')
    .addColumn('old_slug', 'text', (c) => c.primaryKey())
    .addColumn('post_id', 'text', (c) =>
      c.notNull().references('blog_posts.id').onDelete('cascade'),
    )
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .execute()
  await untyped.schema
    .createTable('category_slug_redirects')
    .addColumn('old_slug', 'text', (c) => c.primaryKey())
    .addColumn('category_id', 'text', (c) =>
      c.notNull().references('blog_categories.id').onDelete('cascade'),
    )
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .execute()
  await untyped.schema
    .createIndex('category_slug_redirects_category_idx')
    .on('category_slug_redirects')
    .column('category_id')
    .execute()

  const db = untyped as Kysely<Tables>
  const owned = await db
    .selectFrom('redirects')
    .select(['source_path', 'match', 'post_id', 'category_id', 'created_at'])
    .where((eb) => eb.or([eb('post_id', 'is not', null), eb('category_id', 'is not', null)]))
    .execute()
  const postPrefix = postPath('')
  const categoryPrefix = categoryPath('')
  const oldSlug = (source: string, prefix: string) => {
    const rest = source.slice(prefix.length)
    try {
      return decodeURIComponent(rest)
    } catch {
      return rest
    }
  }
  for (const row of owned) {
    if (row.post_id && row.match === 'exact' && row.source_path.startsWith(postPrefix)) {
      await db
        .insertInto('slug_redirects')
        .values({
          old_slug: oldSlug(row.source_path, postPrefix),
          post_id: row.post_id,
          created_at: row.created_at,
        })
        .onConflict((oc) => oc.column('old_slug').doNothing())
        .execute()
    }
    if (row.category_id && row.match === 'prefix' && row.source_path.startsWith(categoryPrefix)) {
      await db
        .insertInto('category_slug_redirects')
        .values({
          old_slug: oldSlug(row.source_path, categoryPrefix),
          category_id: row.category_id,
          created_at: row.created_at,
        })
        .onConflict((oc) => oc.column('old_slug').doNothing())
        .execute()
    }
  }
  await db
    .deleteFrom('redirects')
    .where((eb) => eb.or([eb('post_id', 'is not', null), eb('category_id', 'is not', null)]))
    .execute()
  await untyped.schema.dropIndex('redirects_post_idx').execute()
  await untyped.schema.dropIndex('redirects_category_idx').execute()
  // PostgreSQL drops the foreign keys with their columns; SQLite 3.35+ drops such a column too.
  await untyped.schema.alterTable('redirects').dropColumn('post_id').execute()
  await untyped.schema.alterTable('redirects').dropColumn('category_id').execute()
}
