import { Pager } from '../ui/pager'
import { postsHref, type PostsQuery } from './posts-query'

/** 'Página X de Y' with previous/next links that keep the filters. */
export function PostsPagination({ query, totalPages }: { query: PostsQuery; totalPages: number }) {
  if (totalPages <= 1) return null
  const page = query.pagina
  return (
    <Pager
      label="Paginação dos posts"
      name="posts"
      previousHref={page > 1 ? postsHref(query, { pagina: page - 1 }) : null}
      nextHref={page < totalPages ? postsHref(query, { pagina: page + 1 }) : null}
      status={`Página ${page} de ${totalPages}`}
    />
  )
}
