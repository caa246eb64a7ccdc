import type { Metadata } from 'next'
import { BlogIndexPage, blogIndexMetadata } from '@/components/blog/blog-index-page'

export async function generateMetadata(): Promise<Metadata> {
  return blogIndexMetadata()
}

/** The 'Todos' tab; the category tabs are /blog/aba/[categoria], reached as /blog?categoria=. */
export default function BlogPage() {
  return <BlogIndexPage selectedSlug={null} />
}
