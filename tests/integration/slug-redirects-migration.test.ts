import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { describe, expect, it } from 'vitest'
import { down, up } from '@/server/db/migrations/0021-slug-redirects-unified'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'

/*
 * Migration 0021 on both databases: the old slugs kept in slug_redirects and
 * category_slug_redirects become rules of the redirect manager, each pointing at its post's or
 * category's current address; a rule already at an old address stays; a rule that led to an
 * old address now leads to the current one; and down puts the two tables back.
 */

// The tables as 0021 finds them (they are gone from the app's types).
type OldTables = {
  slug_redirects: { old_slug: string; post_id: string; created_at?: Date | string }
  category_slug_redirects: { old_slug: string; category_id: string; created_at?: Date | string }
  redirects: {
    id: string
    source_path: string
    match: string
    target: string
    status: number
    origin: string
  }
}

describe.each(TEST_DIALECTS)('migration 0021 (slug redirects unified) on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  const raw = () => handle().raw as unknown as Kysely<unknown>
  const old = () => handle().raw as unknown as Kysely<OldTables>

  async function post(slug: string, status: 'published' | 'draft' = 'published') {
    const id = randomUUID()
    await handle()
      .db.insertInto('blog_posts')
      .values({ id, title: slug, search_title: slug, slug, content: '<p>x</p>', reading_time: 1 })
      .execute()
    await handle().db.updateTable('blog_posts').set({ status }).where('id', '=', id).execute()
    return id
  }

  async function category(slug: string) {
    const id = randomUUID()
    await handle().db.insertInto('blog_categories').values({ id, name: slug, slug }).execute()
    return id
  }

  async function rules() {
    const rows = await handle()
      .db.selectFrom('redirects')
      .select(['source_path', 'match', 'target', 'status', 'origin', 'post_id', 'category_id'])
      .execute()
    return rows
      .map(
        (row) =>
          `${row.source_path} ${row.match} → ${row.target} ${row.status} ${row.origin}` +
          (row.post_id ? ` post:${row.post_id}` : '') +
          (row.category_id ? ` categoria:${row.category_id}` : ''),
      )
      .sort()
  }

  it('copies every old slug into rules with current targets, then goes back down', async () => {
    const live = await post('guia-atual')
    const hidden = await post('rascunho-atual', 'draft')
    const cases = await category('casos')
    await down(raw())
    await old()
      .insertInto('slug_redirects')
      .values([
        { old_slug: 'guia-2024', post_id: live },
        { old_slug: 'guia-2025', post_id: live },
        { old_slug: 'rascunho-antigo', post_id: hidden },
        // An address an admin's rule already answers keeps the admin's rule.
        { old_slug: 'tomado', post_id: live },
      ])
      .execute()
    await old()
      .insertInto('category_slug_redirects')
      .values({ old_slug: 'cases', category_id: cases })
      .execute()
    await old()
      .insertInto('redirects')
      .values([
        {
          id: randomUUID(),
          source_path: '/blog/post/tomado',
          match: 'exact',
          target: '/',
          status: 302,
          origin: 'manual',
        },
        {
          id: randomUUID(),
          source_path: '/2019/guia',
          match: 'exact',
          target: '/blog/post/guia-2024',
          status: 301,
          origin: 'import',
        },
      ])
      .execute()

    await up(raw())
    expect(await rules()).toEqual([
      // The imported rule that led to an old slug leads straight to the post now.
      '/2019/guia exact → /blog/post/guia-atual 301 import',
      `/blog/cases exact → /blog/categoria/casos 308 category-slug categoria:${cases}`,
      `/blog/categoria/cases prefix → /blog/categoria/casos 308 category-slug categoria:${cases}`,
      `/blog/post/guia-2024 exact → /blog/post/guia-atual 308 post-slug post:${live}`,
      `/blog/post/guia-2025 exact → /blog/post/guia-atual 308 post-slug post:${live}`,
      `/blog/post/rascunho-antigo exact → /blog/post/rascunho-atual 308 post-slug post:${hidden}`,
      '/blog/post/tomado exact → / 302 manual',
      `/blog?categoria=cases exact → /blog?categoria=casos 308 category-slug categoria:${cases}`,
    ])

    await down(raw())
    const posts = await old()
      .selectFrom('slug_redirects')
      .select(['old_slug', 'post_id'])
      .orderBy('old_slug')
      .execute()
    expect(posts).toEqual([
      { old_slug: 'guia-2024', post_id: live },
      { old_slug: 'guia-2025', post_id: live },
      { old_slug: 'rascunho-antigo', post_id: hidden },
    ])
    expect(
      await old()
        .selectFrom('category_slug_redirects')
        .select(['old_slug', 'category_id'])
        .execute(),
    ).toEqual([{ old_slug: 'cases', category_id: cases }])
    // Only the rules of slug changes left with them.
    const left = await old().selectFrom('redirects').select('source_path').execute()
    expect(left.map((row) => row.source_path).sort()).toEqual(['/2019/guia', '/blog/post/tomado'])

    // And up again, as a fresh upgrade would: the state the app runs on.
    await up(raw())
    expect(await rules()).toHaveLength(8)
  })

  it('drops a post’s and a category’s rules with them', async () => {
    const id = await post('apagado-atual')
    const cat = await category('apagada')
    await handle()
      .db.insertInto('redirects')
      .values([
        {
          id: randomUUID(),
          source_path: '/blog/post/apagado-antigo',
          match: 'exact',
          target: '/blog/post/apagado-atual',
          status: 308,
          origin: 'post-slug',
          post_id: id,
        },
        {
          id: randomUUID(),
          source_path: '/blog/categoria/apagada-antiga',
          match: 'prefix',
          target: '/blog/categoria/apagada',
          status: 308,
          origin: 'category-slug',
          category_id: cat,
        },
      ])
      .execute()
    await handle().db.deleteFrom('blog_posts').where('id', '=', id).execute()
    await handle().db.deleteFrom('blog_categories').where('id', '=', cat).execute()
    const left = await handle()
      .db.selectFrom('redirects')
      .select('id')
      .where((eb) => eb.or([eb('post_id', '=', id), eb('category_id', '=', cat)]))
      .execute()
    expect(left).toEqual([])
  })
})
