import { STATUS_PARAMS, type StatusParam } from '@/lib/validations/posts'
import type { PostStatus } from '@/server/db/types'

/** The list's state as it lives in the URL: `?q=&status=&categoria=&pagina=`. */
export interface PostsQuery {
  q: string
  status: StatusParam | ''
  /** A category slug. */
  categoria: string
  pagina: number
}

type Params = Record<string, string | string[] | undefined>

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? ''
}

/** Reads the URL leniently: an unknown status or a bad page number is simply ignored. */
export function parsePostsQuery(params: Params): PostsQuery {
  const status = first(params.status)
  const page = Number.parseInt(first(params.pagina), 10)
  return {
    q: first(params.q).slice(0, 200),
    status: status in STATUS_PARAMS ? (status as StatusParam) : '',
    categoria: first(params.categoria).slice(0, 120),
    pagina: Number.isFinite(page) && page > 0 ? page : 1,
  }
}

export function statusFilter(query: PostsQuery): PostStatus | 'scheduled' | undefined {
  return query.status ? STATUS_PARAMS[query.status] : undefined
}

/** The list's address for a state; empty values and page 1 are left out, so links stay short. */
export function postsHref(query: PostsQuery, changes: Partial<PostsQuery> = {}): string {
  const next = { ...query, ...changes }
  const params = new URLSearchParams()
  if (next.q.trim()) params.set('q', next.q.trim())
  if (next.status) params.set('status', next.status)
  if (next.categoria) params.set('categoria', next.categoria)
  if (next.pagina > 1) params.set('pagina', String(next.pagina))
  const search = params.toString()
  return search ? `/admin/posts?${search}` : '/admin/posts'
}
