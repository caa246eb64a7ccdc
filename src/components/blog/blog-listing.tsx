import type { CategoryWithCount, PublicPost } from '@/server/blog/public-posts'
import { BLOG_PATH, categoryPath } from '@/lib/blog-paths'
import { CategoryTabs } from './category-tabs'
import { Pager } from './pager'
import { PostCard } from './post-card'
import { PostGrid } from './post-grid'

export const INDEX_EMPTY_MESSAGE = 'Nenhum artigo encontrado nesta categoria.'

/**
 * Tabs, 'Destaques' (only on the first page of 'Todos'), one page of the grid and the pager.
 * A tab shows the first page of its category; its pager continues on the category's pages,
 * the tab's own address being one page for search engines (canonical /blog).
 */
export function BlogListing({
  categories,
  category,
  featured,
  posts,
  page,
  pages,
}: {
  categories: readonly CategoryWithCount[]
  category: CategoryWithCount | null
  featured: readonly PublicPost[]
  posts: readonly PublicPost[]
  page: number
  pages: number
}) {
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
            posts={posts}
            emptyMessage={INDEX_EMPTY_MESSAGE}
            eagerFirst={featured.length === 0}
          />
        </div>
        <Pager
          basePath={category ? categoryPath(category.slug) : BLOG_PATH}
          page={page}
          pages={pages}
        />
      </section>
    </div>
  )
}
