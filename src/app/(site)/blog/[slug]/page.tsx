import { permanentRedirect, redirect } from 'next/navigation'
import { BLOG_PATH, categoryPath } from '@/lib/blog-paths'
import { getCachedCategories } from '@/server/blog/queries'
import { categoryStaticParams } from '@/server/blog/static-params'

type Props = { params: Promise<{ slug: string }> }

// /blog/{category} (the spec's other reading of the post breadcrumb) moves permanently to the
// category page, so both readings work. Static, so the 308 is a real HTTP answer.
export const ensureStatic = 'navigation'

export function generateStaticParams(): Promise<{ slug: string }[]> {
  return categoryStaticParams('slug')
}

export default async function LegacyCategoryPage({ params }: Props) {
  const { slug } = await params
  const categories = await getCachedCategories()
  if (categories.some((category) => category.slug === slug)) permanentRedirect(categoryPath(slug))
  // A renamed category's old slug is a rule, answered before Next (src/server/redirects).
  redirect(BLOG_PATH)
}
