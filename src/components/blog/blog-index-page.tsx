import { BlogHero } from './blog-hero'
import { BlogListing } from './blog-listing'
import { BlogSidebar } from './blog-sidebar'
import type { Metadata } from 'next'
import { BLOG_FEED_PATH } from '@/lib/feed'
import { JsonLd, organizationJsonLd } from '@/lib/seo/json-ld'
import { buildMetadata } from '@/lib/seo/metadata'
import { getCachedPosts } from '@/server/blog/queries'
import { getEnv } from '@/server/env'

export const BLOG_INDEX_TITLE = 'Blog de Martech e Mídia Paga'
export const BLOG_INDEX_DESCRIPTION =
  'Guias e estratégias de martech, mídia paga, planejamento de campanhas e inteligência artificial para gerar mais resultado com cada real investido.'

/** Every tab shares the index's metadata and canonical, /blog: one page for search engines. */
export function blogIndexMetadata(): Metadata {
  return buildMetadata(
    {
      title: BLOG_INDEX_TITLE,
      description: BLOG_INDEX_DESCRIPTION,
      path: '/blog',
      feeds: { 'application/rss+xml': BLOG_FEED_PATH },
      keywords: ['blog de martech', 'mídia paga', 'planejamento de mídia', 'IA em mídia paga'],
    },
    getEnv().SITE_URL,
  )
}

/** Spec: on the index, 'Posts Relacionados' lists the first 3 posts. */
async function IndexSidebar() {
  const posts = await getCachedPosts()
  return <BlogSidebar related={posts.slice(0, 3)} />
}

/**
 * /blog for one tab. Each tab is its own prerendered page (next.config.ts rewrites
 * /blog?categoria=x to /blog/aba/x), so the listing and its first image are in the static
 * HTML instead of streaming in after it.
 */
export function BlogIndexPage({ selectedSlug }: { selectedSlug: string | null }) {
  return (
    <>
      <JsonLd data={organizationJsonLd(getEnv().SITE_URL)} />
      <BlogHero title={BLOG_INDEX_TITLE} intro={BLOG_INDEX_DESCRIPTION} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:px-8">
        <div className="min-w-0">
          <BlogListing selectedSlug={selectedSlug} />
        </div>
        <IndexSidebar />
      </div>
    </>
  )
}
