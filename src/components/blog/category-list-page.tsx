import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { BlogHero } from '@/components/blog/blog-hero'
import { BLOG_PATH, categoryPath } from '@/lib/blog-paths'
import { BlogSidebar } from '@/components/blog/blog-sidebar'
import { Breadcrumb } from '@/components/blog/breadcrumb'
import { PageRelLinks, Pager } from '@/components/blog/pager'
import { CATEGORY_EMPTY_MESSAGE, PostGrid } from '@/components/blog/post-grid'
import { BLOG_FEED_PATH } from '@/lib/feed'
import { pageCount, pagedPath } from '@/lib/pagination'
import { JsonLd, breadcrumbJsonLd } from '@/lib/seo/json-ld'
import { buildMetadata } from '@/lib/seo/metadata'
import { getCachedCategories, getCachedPostPage } from '@/server/blog/queries'
import { getEnv } from '@/server/env'

async function findCategory(slug: string) {
  const categories = await getCachedCategories()
  return categories.find((category) => category.slug === slug) ?? null
}

/** Page `page` of a category; page 1 is the unnumbered address, each with its own canonical. */
export async function categoryMetadata(slug: string, page: number): Promise<Metadata> {
  const category = await findCategory(slug)
  if (!category) return {}
  return buildMetadata(
    {
      title: page > 1 ? `${category.name}, página ${page} | Blog` : `${category.name} | Blog`,
      description:
        category.description ??
        `Artigos de ${category.name} no blog da MídiaPlan sobre mídia paga.`,
      path: pagedPath(categoryPath(category.slug), page),
      feeds: { 'application/rss+xml': BLOG_FEED_PATH },
      keywords: [category.name, 'blog', 'mídia paga', 'martech'],
    },
    getEnv().SITE_URL,
  )
}

/**
 * One page of a category's posts. An unknown slug goes back to /blog (spec); a page past the
 * last is 404. A renamed category's old pages are a prefix rule, answered with a 308 to the
 * same page at the new slug before Next (src/server/redirects/slug-rules.ts).
 */
export async function CategoryListPage({ slug, page }: { slug: string; page: number }) {
  const category = await findCategory(slug)
  if (!category) redirect(BLOG_PATH)
  const list = await getCachedPostPage(category.slug, page)
  const pages = pageCount(list.total)
  if (page > pages) notFound()
  const basePath = categoryPath(category.slug)
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Blog', path: BLOG_PATH },
    { name: category.name, path: basePath },
  ]
  return (
    <>
      <PageRelLinks basePath={basePath} page={page} pages={pages} />
      <JsonLd data={breadcrumbJsonLd(crumbs, getEnv().SITE_URL)} />
      <BlogHero title={category.name} intro={category.description} eyebrow="Categoria">
        <div className="mb-6">
          <Breadcrumb items={crumbs} />
        </div>
      </BlogHero>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:px-8">
        <section aria-label={`Artigos de ${category.name}`} className="min-w-0">
          <PostGrid
            posts={list.posts}
            emptyMessage={CATEGORY_EMPTY_MESSAGE}
            heading="h2"
            eagerFirst
          />
          <Pager basePath={basePath} page={page} pages={pages} />
        </section>
        <BlogSidebar related={[]} currentCategorySlug={category.slug} />
      </div>
    </>
  )
}
