import type { Metadata } from 'next'
import { Suspense } from 'react'
import { BlogHero } from '@/components/blog/blog-hero'
import { BlogListing, BlogListingFallback } from '@/components/blog/blog-listing'
import { BlogSidebar } from '@/components/blog/blog-sidebar'
import { JsonLd, organizationJsonLd } from '@/lib/seo/json-ld'
import { BLOG_FEED_PATH } from '@/lib/feed'
import { buildMetadata } from '@/lib/seo/metadata'
import { getCachedPosts } from '@/server/blog/queries'
import { getEnv } from '@/server/env'

const TITLE = 'Blog de Martech e Mídia Paga'
const DESCRIPTION =
  'Guias e estratégias de martech, mídia paga, planejamento de campanhas e inteligência artificial para gerar mais resultado com cada real investido.'

export async function generateMetadata(): Promise<Metadata> {
  return buildMetadata(
    {
      title: TITLE,
      description: DESCRIPTION,
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

export default function BlogPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  return (
    <>
      <JsonLd data={organizationJsonLd(getEnv().SITE_URL)} />
      <BlogHero title={TITLE} intro={DESCRIPTION} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:px-8">
        <div className="min-w-0">
          {/* The tab comes from the query string, known only per request: the rest of the page
              stays in the prerendered shell. */}
          <Suspense fallback={<BlogListingFallback />}>
            <BlogListing searchParams={searchParams} />
          </Suspense>
        </div>
        <IndexSidebar />
      </div>
    </>
  )
}
