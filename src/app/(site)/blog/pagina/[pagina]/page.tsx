import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { BlogIndexPage, blogIndexMetadata } from '@/components/blog/blog-index-page'
import { BLOG_PATH } from '@/lib/blog-paths'
import { parsePageSegment } from '@/lib/pagination'

type Props = { params: Promise<{ pagina: string }> }

// Page n of the index. A path segment, not ?pagina=: each page is one cached page for Next, the
// micro-cache and nginx with no new cache key. Only page 2 is built; the others render on their
// first request and are cached from then on (build time stays flat at any archive size).
export const ensureStatic = 'navigation'

export function generateStaticParams(): { pagina: string }[] {
  return [{ pagina: '2' }]
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = parsePageSegment((await params).pagina)
  return page ? blogIndexMetadata(page) : {}
}

export default async function BlogPagedPage({ params }: Props) {
  const page = parsePageSegment((await params).pagina)
  // Malformed ('02', 'abc', '0'): no such page. Page 1 has one address, /blog.
  if (page === null) notFound()
  if (page === 1) permanentRedirect(BLOG_PATH)
  return <BlogIndexPage selectedSlug={null} page={page} />
}
