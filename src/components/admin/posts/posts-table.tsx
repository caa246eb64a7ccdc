import { FileText } from 'lucide-react'
import { formatShortDate } from '@/lib/dates'
import type { PostAnalytics } from '@/lib/analytics/dashboard'
import type { AdminPostRow } from '@/server/posts/queries'
import { PostAnalyticsNote } from '../analytics/post-analytics-note'
import { PostStatusBadge } from '../schedule/post-status'
import { cardStyles } from '../ui/styles'
import { tableStyles as t } from '../ui/table-styles'
import { DeletePostDialog } from './delete-post-dialog'
import styles from './posts-table.module.css'
import { RowIconSprite, pencilIcon, trashIcon } from './row-icons'

/**
 * Título (with a published post's last 30 days under it), Categoria, Status, Data (creation
 * date, the list's order) and Ações.
 */
export function PostsTable({
  posts,
  analytics,
}: {
  posts: AdminPostRow[]
  /** Published posts' last 30 days, by id. */
  analytics: ReadonlyMap<string, PostAnalytics>
}) {
  if (posts.length === 0) {
    return (
      <div className={`${cardStyles} px-6 py-14 text-center`} data-posts-empty="">
        <FileText className="mx-auto size-10 text-ink-muted" aria-hidden="true" />
        <p className="mt-3 font-medium text-ink">Nenhum post encontrado</p>
      </div>
    )
  }
  return (
    <DeletePostDialog>
      <div className={`${cardStyles} overflow-hidden`}>
        <RowIconSprite />
        <table className={t.table} data-posts-table="">
          <caption className="sr-only">Posts do blog</caption>
          <thead className={t.head}>
            <tr>
              <th scope="col" className={t.th}>
                Título
              </th>
              <th scope="col" className={t.th}>
                Categoria
              </th>
              <th scope="col" className={t.th}>
                Status
              </th>
              <th scope="col" className={t.th}>
                Data
              </th>
              <th scope="col" className={`${t.th} text-right`}>
                Ações
              </th>
            </tr>
          </thead>
          <tbody className={`${t.body} ${styles.rows}`}>
            {posts.map((post) => (
              <tr key={post.id} data-post-row={post.id}>
                <td data-label="Título" className={styles.title}>
                  <div>
                    <span data-post-title="">{post.title}</span>
                    {analytics.has(post.id) ? (
                      <PostAnalyticsNote
                        stats={analytics.get(post.id) ?? { views: 0, leads: 0 }}
                        className={styles.stats}
                      />
                    ) : null}
                  </div>
                </td>
                <td data-label="Categoria" className={styles.muted}>
                  <span data-post-category="">{post.categoryName ?? '-'}</span>
                </td>
                <td data-label="Status" className={styles.status}>
                  <PostStatusBadge
                    status={post.status}
                    scheduledAt={post.scheduledAt}
                    unpublishedChanges={post.unpublishedChanges}
                  />
                </td>
                <td data-label="Data" className={`${styles.muted} ${styles.date}`}>
                  <time dateTime={post.createdAt.toISOString()} data-post-date="">
                    {formatShortDate(post.createdAt)}
                  </time>
                </td>
                <td className={styles.actions}>
                  <div>
                    {/* A plain link, not next/link: 25 client components per page cost the list
                        more server time than a soft navigation to the editor saves. */}
                    <a
                      href={`/admin/posts/${post.id}/edit`}
                      aria-label={`Editar ${post.title}`}
                      title="Editar"
                      className={`${styles.action} ${styles.edit}`}
                    >
                      {pencilIcon}
                    </a>
                    <button
                      type="button"
                      data-delete-post={post.id}
                      data-title={post.title}
                      aria-label={`Deletar ${post.title}`}
                      title="Deletar"
                      className={`${styles.action} ${styles.delete}`}
                    >
                      {trashIcon}
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </DeletePostDialog>
  )
}
