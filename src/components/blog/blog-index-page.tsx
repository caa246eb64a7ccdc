import { BlogHero } from './blog-hero'
import { BlogListing } from './blog-listing'
import { BLOG_PATH } from '@/lib/blog-paths'
import { BlogSidebar } from './blog-sidebar'
import { PageRelLinks } from './pager'
import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { BLOG_FEED_PATH } from '@/lib/feed'
import { pageCount, pagedPath } from '@/lib/pagination'
import { JsonLd, organizationJsonLd } from '@/lib/seo/json-ld'
import { buildMetadata } from '@/lib/seo/metadata'
import {
  getCachedCategories,
  getCachedFeaturedPosts,
  getCachedNewestPosts,
  getCachedPostPage,
} from '@/server/blog/queries'
import { getEnv } from '@/server/env'

export const BLOG_INDEX_TITLE = 'Blog de Martech e Mídia Paga'
export const BLOG_INDEX_DESCRIPTION =
  'Guias e estratégias de martech, mídia paga, planejamento de campanhas e inteligência artificial para gerar mais resultado com cada real investido.'

/**
 * Every tab shares the index's metadata and canonical, /blog: one page for search engines.
 * Page n of the index is its own page, with its own canonical and title.
 */
export function blogIndexMetadata(page = 1): Metadata {
  return buildMetadata(
    {
      title: page > 1 ? `${BLOG_INDEX_TITLE}, página ${page}` : BLOG_INDEX_TITLE,
      description: BLOG_INDEX_DESCRIPTION,
      path: pagedPath(BLOG_PATH, page),
      feeds: { 'application/rss+xml': BLOG_FEED_PATH },
      keywords: ['blog de martech', 'mídia paga', 'planejamento de mídia', 'IA em mídia paga'],
    },
    getEnv().SITE_URL,
  )
}

/** Spec: on the index, 'Posts Relacionados' lists the first 3 posts. */
async function IndexSidebar() {
  return <BlogSidebar related={await getCachedNewestPosts(3)} />
}

/**
 * The tab's category; an unknown one goes back to /blog. A renamed category's old tab is a rule,
 * answered before Next (src/server/redirects/slug-rules.ts).
 */
async function selectedCategory(slug: string | null) {
  const categories = await getCachedCategories()
  if (!slug) return { categories, category: null }
  const category = categories.find((item) => item.slug === slug)
  if (category) return { categories, category }
  redirect(BLOG_PATH)
}

/**
 * /blog for one tab and one page. Each is its own prerendered or cached page (next.config.ts
 * rewrites /blog?categoria=x to /blog/aba/x; page n is /blog/pagina/n), so the listing and its
 * first image are in the static HTML instead of streaming in after it. A page past the last
 * one is a 404.
 */
export async function BlogIndexPage({
  selectedSlug,
  page = 1,
}: {
  selectedSlug: string | null
  page?: number
}) {
  const { categories, category } = await selectedCategory(selectedSlug)
  const [featured, list] = await Promise.all([
    !category && page === 1 ? getCachedFeaturedPosts() : [],
    getCachedPostPage(category?.slug ?? null, page),
  ])
  const pages = pageCount(list.total)
  if (page > pages) notFound()
  return (
    <>
      {category ? null : <PageRelLinks basePath={BLOG_PATH} page={page} pages={pages} />}
      <JsonLd data={organizationJsonLd(getEnv().SITE_URL)} />
      <BlogHero title={BLOG_INDEX_TITLE} intro={BLOG_INDEX_DESCRIPTION} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:px-8">
        <div className="min-w-0">
          <BlogListing
            categories={categories}
            category={category}
            featured={featured}
            posts={list.posts}
            page={page}
            pages={pages}
          />
        </div>
        <IndexSidebar />
      </div>
    </>
  )
}
