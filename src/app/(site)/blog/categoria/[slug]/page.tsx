import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { BlogHero } from '@/components/blog/blog-hero'
import { BLOG_PATH, categoryPath } from '@/components/blog/blog-paths'
import { BlogSidebar } from '@/components/blog/blog-sidebar'
import { Breadcrumb } from '@/components/blog/breadcrumb'
import { CATEGORY_EMPTY_MESSAGE, PostGrid } from '@/components/blog/post-grid'
import { JsonLd, breadcrumbJsonLd } from '@/lib/seo/json-ld'
import { BLOG_FEED_PATH } from '@/lib/feed'
import { buildMetadata } from '@/lib/seo/metadata'
import { getCachedCategories, getCachedPosts } from '@/server/blog/queries'
import { categoryStaticParams } from '@/server/blog/static-params'
import { getEnv } from '@/server/env'

type Props = { params: Promise<{ slug: string }> }

// Complete static pages; an unknown slug is rendered before answering, so its redirect to
// /blog is a real HTTP redirect.
export const ensureStatic = 'navigation'

export function generateStaticParams(): Promise<{ slug: string }[]> {
  return categoryStaticParams('slug')
}

async function findCategory(slug: string) {
  const categories = await getCachedCategories()
  return categories.find((category) => category.slug === slug) ?? null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const category = await findCategory((await params).slug)
  if (!category) return {}
  return buildMetadata(
    {
      title: `${category.name} | Blog`,
      description:
        category.description ??
        `Artigos de ${category.name} no blog da MídiaPlan sobre mídia paga.`,
      path: categoryPath(category.slug),
      feeds: { 'application/rss+xml': BLOG_FEED_PATH },
      keywords: [category.name, 'blog', 'mídia paga', 'martech'],
    },
    getEnv().SITE_URL,
  )
}

export default async function CategoryPage({ params }: Props) {
  const category = await findCategory((await params).slug)
  if (!category) redirect(BLOG_PATH)
  const posts = await getCachedPosts(category.slug)
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Blog', path: BLOG_PATH },
    { name: category.name, path: categoryPath(category.slug) },
  ]
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(crumbs, getEnv().SITE_URL)} />
      <BlogHero title={category.name} intro={category.description} eyebrow="Categoria">
        <div className="mb-6">
          <Breadcrumb items={crumbs} />
        </div>
      </BlogHero>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:px-8">
        <section aria-label={`Artigos de ${category.name}`} className="min-w-0">
          <PostGrid posts={posts} emptyMessage={CATEGORY_EMPTY_MESSAGE} heading="h2" eagerFirst />
        </section>
        <BlogSidebar related={[]} currentCategorySlug={category.slug} />
      </div>
    </>
  )
}
