import 'server-only'
import { randomUUID } from 'node:crypto'
import { normalizeSearchText, readingTimeMinutes } from '@/lib/text'
import { sanitizePostHtml } from '../content/sanitize'
import { getDatabase } from '../db'
import { SEED_ARTICLES, coverPath } from './articles'

const SEED_KEY = 'seed:articles'

/**
 * Publishes the seven launch articles once, on a database that has not had them. A marker row
 * records it, so an article an editor later deletes or edits is left alone on the next start.
 * An article whose slug is already taken (written by hand) is skipped.
 */
export async function seedArticles(): Promise<number> {
  const { db } = getDatabase()
  return db.transaction().execute(async (trx) => {
    const marker = await trx
      .selectFrom('app_settings')
      .select('key')
      .where('key', '=', SEED_KEY)
      .executeTakeFirst()
    if (marker) return 0
    const categories = await trx.selectFrom('blog_categories').select(['id', 'slug']).execute()
    const categoryId = new Map(categories.map((c) => [c.slug, c.id]))
    let created = 0
    for (const article of SEED_ARTICLES) {
      const taken = await trx
        .selectFrom('blog_posts')
        .select('id')
        .where('slug', '=', article.slug)
        .executeTakeFirst()
      if (taken) continue
      const id = randomUUID()
      const content = sanitizePostHtml(article.content)
      const publishedAt = new Date(`${article.publishedAt}T12:00:00.000Z`)
      await trx
        .insertInto('blog_posts')
        .values({
          id,
          title: article.title,
          search_title: normalizeSearchText(article.title),
          slug: article.slug,
          description: article.description,
          content,
          cover_image: coverPath(article.slug),
          category_id: categoryId.get(article.categorySlug) ?? null,
          status: 'published',
          featured: article.featured,
          published_at: publishedAt,
          author_name: article.authorName,
          reading_time: readingTimeMinutes(content),
          created_at: publishedAt,
          updated_at: publishedAt,
        })
        .execute()
      const tags = [...new Set(article.tags.map((t) => t.trim()).filter(Boolean))]
      if (tags.length)
        await trx
          .insertInto('blog_tags')
          .values(tags.map((tag) => ({ post_id: id, tag })))
          .execute()
      created++
    }
    await trx
      .insertInto('app_settings')
      .values({ key: SEED_KEY, value: new Date().toISOString() })
      .execute()
    return created
  })
}
