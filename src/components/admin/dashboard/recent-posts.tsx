import { Plus } from 'lucide-react'
import Link from 'next/link'
import { formatDashboardDate } from '@/lib/dates'
import type { RecentPost } from '@/server/dashboard/queries'
import { cardStyles } from '../ui/styles'
import { PostStatusBadge } from '../schedule/post-status'

/** 'Posts Recentes': the five newest posts, as the query returns them (newest first). */
export function RecentPosts({ posts }: { posts: RecentPost[] }) {
  return (
    <section aria-labelledby="posts-recentes-title" className={`${cardStyles} mt-8`}>
      <h2
        id="posts-recentes-title"
        className="border-b border-line px-5 py-4 text-lg font-bold text-ink"
      >
        Posts Recentes
      </h2>
      {posts.length === 0 ? (
        <div className="px-5 py-12 text-center" data-recent-empty="">
          <p className="font-medium text-ink">Nenhum post ainda</p>
          <Link
            href="/admin/posts/new"
            className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            <Plus className="size-4" aria-hidden="true" />
            Escrever o primeiro post
          </Link>
        </div>
      ) : (
        <ul className="divide-y divide-line" data-recent-posts="">
          {posts.map((post) => (
            <li
              key={post.id}
              data-post-id={post.id}
              className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words text-ink" data-post-title="">
                  {post.title}
                </p>
                <p className="mt-1 text-sm text-ink-muted">
                  <span data-post-category="">{post.category?.name ?? '-'}</span>
                  <span aria-hidden="true"> · </span>
                  <time dateTime={post.created_at.toISOString()} data-post-date="">
                    {formatDashboardDate(post.created_at)}
                  </time>
                </p>
              </div>
              <div className="flex shrink-0 items-center gap-3">
                <PostStatusBadge
                  status={post.status}
                  scheduledAt={post.status === 'draft' ? post.scheduled_at : post.updateScheduledAt}
                  unpublishedChanges={post.unpublishedChanges}
                />
                <Link
                  href={`/admin/posts/${post.id}/edit`}
                  className="inline-flex h-9 items-center rounded-lg border border-line px-3 text-sm font-semibold text-brand-700 hover:border-brand-300 hover:bg-brand-50"
                >
                  Editar<span className="sr-only">: {post.title}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
