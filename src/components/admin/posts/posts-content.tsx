import { Plus } from 'lucide-react'
import Link from 'next/link'
import { buttonStyles } from '@/components/ui/button-styles'
import { getPostsAnalytics } from '@/server/analytics/queries'
import { listAdminPosts, listCategoryOptions } from '@/server/posts/queries'
import { DeniedMessage } from '../access/denied-message'
import { loadOrDenied } from '../access/load-or-denied'
import { PageHeader } from '../ui/page-header'
import { PostsFilters } from './posts-filters'
import { PostsPagination } from './posts-pagination'
import { parsePostsQuery, statusFilter } from './posts-query'
import { PostsTable } from './posts-table'

export async function PostsContent({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const params = await searchParams
  const query = parsePostsQuery(params)
  const result = await loadOrDenied(async () => {
    const categories = await listCategoryOptions()
    const category = categories.find((c) => c.slug === query.categoria)
    // An unknown category in the URL matches nothing rather than silently showing everything.
    const list =
      query.categoria && !category
        ? { posts: [], total: 0, page: 1, totalPages: 1 }
        : await listAdminPosts({
            search: query.q,
            status: statusFilter(query),
            categoryId: category?.id,
            page: query.pagina,
          })
    // The page's published posts' last 30 days, in one read for the whole page.
    const published = list.posts.filter((post) => post.status === 'published')
    const analytics = await getPostsAnalytics(published.map((post) => post.id))
    return { categories, list, analytics }
  })
  if (!result.ok) return <DeniedMessage message={result.message} />
  const { categories, list, analytics } = result.data
  const notFound = params.aviso === 'post-nao-encontrado'

  return (
    <>
      <PageHeader
        title="Posts"
        description="Todos os posts do blog, do mais novo ao mais antigo."
        actions={
          <Link href="/admin/posts/new" className={buttonStyles()}>
            <Plus className="size-4" aria-hidden="true" />
            Novo Post
          </Link>
        }
      />
      {notFound ? (
        <p
          role="status"
          data-post-missing=""
          className="mb-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
        >
          Post não encontrado. Ele pode ter sido deletado.
        </p>
      ) : null}
      <PostsFilters query={query} categories={categories} />
      <p className="sr-only" role="status" data-posts-total={list.total}>
        {list.total === 1 ? '1 post encontrado' : `${list.total} posts encontrados`}
      </p>
      <PostsTable posts={list.posts} analytics={analytics} />
      <PostsPagination query={{ ...query, pagina: list.page }} totalPages={list.totalPages} />
    </>
  )
}
