import { permanentRedirect, redirect } from 'next/navigation'
import { BLOG_PATH, categoryPath } from '@/components/blog/blog-paths'
import { getCachedCategories } from '@/server/blog/queries'

type Props = { params: Promise<{ slug: string }> }

// decisions.md 10: /blog/{category} (the spec's other reading of the post breadcrumb) moves
// permanently to the category page. Static, so the 308 is a real HTTP answer.
export const ensureStatic = 'navigation'

export async function generateStaticParams(): Promise<{ slug: string }[]> {
  const categories = await getCachedCategories()
  if (categories.length === 0) return [{ slug: 'sem-categorias' }]
  return categories.map((category) => ({ slug: category.slug }))
}

export default async function LegacyCategoryPage({ params }: Props) {
  const { slug } = await params
  const categories = await getCachedCategories()
  if (categories.some((category) => category.slug === slug)) permanentRedirect(categoryPath(slug))
  redirect(BLOG_PATH)
}
