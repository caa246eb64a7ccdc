import type { Metadata } from 'next'
import { CategoryListPage, categoryMetadata } from '@/components/blog/category-list-page'
import { categoryStaticParams } from '@/server/blog/static-params'

type Props = { params: Promise<{ slug: string }> }

// Complete static pages; an unknown slug is rendered before answering, so its redirect to
// /blog (or, for an old slug of a renamed category, its 308) is a real HTTP redirect.
export const ensureStatic = 'navigation'

export function generateStaticParams(): Promise<{ slug: string }[]> {
  return categoryStaticParams('slug')
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return categoryMetadata((await params).slug, 1)
}

export default async function CategoryPage({ params }: Props) {
  return <CategoryListPage slug={(await params).slug} page={1} />
}
