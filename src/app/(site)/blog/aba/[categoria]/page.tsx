import type { Metadata } from 'next'
import { BlogIndexPage, blogIndexMetadata } from '@/components/blog/blog-index-page'
import { categoryStaticParams } from '@/server/blog/static-params'

type Props = { params: Promise<{ categoria: string }> }

// Internal address of /blog?categoria=x (see the rewrite in next.config.ts). Complete static
// pages; an unknown category is rendered before answering, so its redirect is a real one.
export const ensureStatic = 'navigation'

export function generateStaticParams(): Promise<{ categoria: string }[]> {
  return categoryStaticParams('categoria')
}

export async function generateMetadata(): Promise<Metadata> {
  return blogIndexMetadata()
}

export default async function BlogTabPage({ params }: Props) {
  return <BlogIndexPage selectedSlug={decodeURIComponent((await params).categoria)} />
}
