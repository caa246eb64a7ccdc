import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { buildRssFeed } from '@/lib/feed'
import { sitemapEntries } from '@/lib/sitemap-entries'
import {
  findSlugRedirect,
  getPublishedPost,
  listCategoriesWithCounts,
  listPublishedPosts,
} from '@/server/blog/public-posts'
import type { DatabaseHandle } from '@/server/db/connection'
import { writeWorkingCopy } from '@/server/posts/working-copy'
import { insertPreviewLink, lookupPreviewLink } from '@/server/previews/links'
import { readPreviewPost } from '@/server/previews/preview-post'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'

/*
 * What the public blog reads (lists, tabs, category pages, the article, old addresses, the
 * sitemap and RSS) never holds a draft or a published post's working copy, before or after
 * their previews and share links were opened. The HTTP side, with the caches, is
 * e2e/previews-never-public.e2e.ts.
 */

const SITE = 'https://www.exemplo.com.br'
const SECRET = 'sigilo-previa'

async function seed(handle: DatabaseHandle) {
  const { db } = handle
  const categoryId = randomUUID()
  const categorySlug = `revisao-${categoryId.slice(0, 8)}`
  await db
    .insertInto('blog_categories')
    .values({ id: categoryId, name: 'Revisão', slug: categorySlug })
    .execute()
  const post = (status: 'draft' | 'published', title: string, slug: string) => ({
    id: randomUUID(),
    title,
    search_title: title.toLowerCase(),
    slug,
    content: `<p>${title}.</p>`,
    category_id: categoryId,
    featured: true,
    reading_time: 1,
    status,
    published_at: status === 'published' ? new Date('2030-01-01T12:00:00Z') : null,
  })
  const published = post('published', 'Versão pública', `publico-${categorySlug}`)
  const draft = post('draft', `Rascunho ${SECRET}`, `rascunho-${SECRET}-${categorySlug}`)
  await db.insertInto('blog_posts').values([published, draft]).execute()
  await db
    .insertInto('blog_tags')
    .values([
      { post_id: published.id, tag: 'publica' },
      { post_id: draft.id, tag: SECRET },
    ])
    .execute()
  const copySlug = `novo-${SECRET}-${categorySlug}`
  await writeWorkingCopy(
    db,
    published.id,
    {
      title: `Título ${SECRET}`,
      slug: copySlug,
      description: `Resumo ${SECRET}`,
      content: `<p>Edição ${SECRET}.</p>`,
      coverImage: null,
      categoryId,
      tags: [SECRET],
      featured: true,
    },
    { actorId: null },
  )
  return { categorySlug, published, draft, copySlug }
}

/** Everything the public pages of the blog would be built from, as one text. */
async function publicReads(handle: DatabaseHandle, s: Awaited<ReturnType<typeof seed>>) {
  const { db } = handle
  const all = await listPublishedPosts(db)
  const reads = {
    all,
    tab: await listPublishedPosts(db, { categorySlug: s.categorySlug }),
    featured: await listPublishedPosts(db, { featured: true }),
    related: await listPublishedPosts(db, { categorySlug: s.categorySlug, limit: 3 }),
    article: await getPublishedPost(db, s.published.slug),
    draftAddress: await getPublishedPost(db, s.draft.slug),
    copyAddress: await getPublishedPost(db, s.copySlug),
    copyRedirect: await findSlugRedirect(db, s.copySlug),
    categories: await listCategoriesWithCounts(db),
  }
  const categories = reads.categories
  return {
    reads,
    text: JSON.stringify({
      reads,
      sitemap: sitemapEntries(SITE, all, categories),
      rss: buildRssFeed(
        { siteUrl: SITE, title: 'Blog', description: 'Blog', feedUrl: `${SITE}/blog/rss.xml` },
        all,
      ),
    }),
  }
}

describe.each(TEST_DIALECTS)(
  'drafts and working copies stay out of the public blog on %s',
  (dialect) => {
    const handle = setupTestDatabase(dialect)

    it('before and after their previews and share links were opened', async () => {
      const s = await seed(handle())
      const expectNothingLeaks = async () => {
        const { reads, text } = await publicReads(handle(), s)
        expect(text).not.toContain(SECRET)
        expect(reads.draftAddress).toBeNull()
        expect(reads.copyAddress).toBeNull()
        expect(reads.copyRedirect).toBeNull()
        // Positive control: the published version itself is there, in every list.
        expect(reads.article).toMatchObject({ title: 'Versão pública', tags: ['publica'] })
        for (const list of [reads.all, reads.tab, reads.featured, reads.related])
          expect(list.map((post) => post.id)).toContain(s.published.id)
        const category = reads.categories.find((c) => c.slug === s.categorySlug)
        expect(category?.postCount).toBe(1)
      }

      await expectNothingLeaks()

      const { db } = handle()
      for (const postId of [s.draft.id, s.published.id]) {
        const preview = await readPreviewPost(db, postId)
        expect(JSON.stringify(preview)).toContain(SECRET)
        const { token } = await insertPreviewLink(db, { postId, createdBy: null, days: 7 })
        const link = await lookupPreviewLink(db, token)
        expect(link).toMatchObject({ state: 'active', postId })
      }
      const copy = await readPreviewPost(db, s.published.id)
      expect(copy).toMatchObject({
        source: 'working_copy',
        status: 'published',
        post: { title: `Título ${SECRET}`, slug: s.copySlug, tags: [SECRET] },
      })
      expect(await readPreviewPost(db, s.draft.id)).toMatchObject({
        source: 'post',
        status: 'draft',
        post: { title: `Rascunho ${SECRET}`, tags: [SECRET], category: { slug: s.categorySlug } },
      })

      await expectNothingLeaks()
      // Reading a preview wrote nothing into the post rows readers are served from.
      const rows = await db.selectFrom('blog_posts').select(['title', 'content']).execute()
      expect(JSON.stringify(rows.filter((r) => r.title === 'Versão pública'))).not.toContain(SECRET)
    })
  },
)
