import type { PublicPost } from '@/server/blog/public-posts'
import { PostCard } from './post-card'

export const CATEGORY_EMPTY_MESSAGE = 'Nenhum artigo encontrado nesta categoria ainda.'

/** Two-column card grid, or the page's empty message when there is nothing to show. */
export function PostGrid({
  posts,
  emptyMessage,
  heading = 'h3',
  eagerFirst = false,
}: {
  posts: readonly PublicPost[]
  emptyMessage: string
  heading?: 'h2' | 'h3'
  /** When the grid opens the page, its first card holds the largest image on a phone. */
  eagerFirst?: boolean
}) {
  if (posts.length === 0) {
    return (
      <p
        data-empty-message=""
        className="rounded-2xl border border-dashed border-line bg-surface px-6 py-12 text-center text-ink-muted"
      >
        {emptyMessage}
      </p>
    )
  }
  return (
    <ul className="grid gap-6 md:grid-cols-2" data-post-grid="">
      {posts.map((post, index) => (
        <li key={post.id} className="flex">
          <PostCard post={post} heading={heading} eager={eagerFirst && index === 0} />
        </li>
      ))}
    </ul>
  )
}
