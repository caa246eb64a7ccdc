import type { Metadata } from 'next'
import { BlogIndexPage, blogIndexMetadata } from '@/components/blog/blog-index-page'
import { getCachedCategories } from '@/server/blog/queries'

type Props = { params: Promise<{ categoria: string }> }

// Internal address of /blog?categoria=x (see the rewrite in next.config.ts). Complete static
// pages; an unknown category is rendered before answering, so its redirect is a real one.
export const ensureStatic = 'navigation'

export async function generateStaticParams(): Promise<{ categoria: string }[]> {
  const categories = await getCachedCategories()
  if (categories.length === 0) return [{ categoria: 'sem-categorias' }]
  return categories.map((category) => ({ categoria: category.slug }))
}

export async function generateMetadata(): Promise<Metadata> {
  return blogIndexMetadata()
}

export default async function BlogTabPage({ params }: Props) {
  return <BlogIndexPage selectedSlug={decodeURIComponent((await params).categoria)} />
}
