import { redirect } from 'next/navigation'
import { getCachedCategories, getCachedFeaturedPosts, getCachedPosts } from '@/server/blog/queries'
import { BLOG_PATH } from './blog-paths'
import { CategoryTabs } from './category-tabs'
import { PostCard } from './post-card'
import { PostGrid } from './post-grid'

export const INDEX_EMPTY_MESSAGE = 'Nenhum artigo encontrado nesta categoria.'

/** Tabs, 'Destaques' (only on 'Todos') and the grid of the index for the selected tab. */
export async function BlogListing({ selectedSlug: slug }: { selectedSlug: string | null }) {
  const categories = await getCachedCategories()
  const category = slug ? categories.find((item) => item.slug === slug) : undefined
  // Spec: an unknown category goes back to the blog.
  if (slug && !category) redirect(BLOG_PATH)

  const [featured, posts] = category
    ? [[], await getCachedPosts(category.slug)]
    : await Promise.all([getCachedFeaturedPosts(), getCachedPosts()])
  const featuredSlugs = new Set(featured.map((post) => post.slug))
  const gridPosts = posts.filter((post) => !featuredSlugs.has(post.slug))

  return (
    <div className="flex flex-col gap-10">
      <CategoryTabs categories={categories} selected={category?.slug ?? null} />
      {featured.length > 0 ? (
        <section aria-labelledby="destaques-title" data-featured-posts="">
          <h2 id="destaques-title" className="text-2xl font-bold tracking-tight text-ink">
            Destaques
          </h2>
          <ul className="mt-6 flex flex-col gap-6">
            {featured.map((post, index) => (
              <li key={post.id} className="flex">
                <PostCard post={post} featured eager={index === 0} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="artigos-title">
        <h2 id="artigos-title" className="text-2xl font-bold tracking-tight text-ink">
          {category ? category.name : featured.length > 0 ? 'Mais artigos' : 'Todos os artigos'}
        </h2>
        <div className="mt-6">
          <PostGrid
            posts={gridPosts}
            emptyMessage={INDEX_EMPTY_MESSAGE}
            eagerFirst={featured.length === 0}
          />
        </div>
      </section>
    </div>
  )
}
