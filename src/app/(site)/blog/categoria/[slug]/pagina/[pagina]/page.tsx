import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { categoryPath } from '@/lib/blog-paths'
import { CategoryListPage, categoryMetadata } from '@/components/blog/category-list-page'
import { parsePageSegment } from '@/lib/pagination'

type Props = { params: Promise<{ slug: string; pagina: string }> }

// Page n of a category (see /blog/pagina/[pagina]). One parameter set is built so the route is
// checked at build; every other page renders on its first request and is cached.
export const ensureStatic = 'navigation'

export function generateStaticParams(): { slug: string; pagina: string }[] {
  return [{ slug: 'sem-categoria', pagina: '2' }]
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, pagina } = await params
  const page = parsePageSegment(pagina)
  return page ? categoryMetadata(slug, page) : {}
}

export default async function CategoryPagedPage({ params }: Props) {
  const { slug, pagina } = await params
  const page = parsePageSegment(pagina)
  if (page === null) notFound()
  if (page === 1) permanentRedirect(categoryPath(slug))
  return <CategoryListPage slug={slug} page={page} />
}
