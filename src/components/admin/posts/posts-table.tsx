import { FileText } from 'lucide-react'
import Link from 'next/link'
import { formatShortDate } from '@/lib/dates'
import type { AdminPostRow } from '@/server/posts/queries'
import { StatusBadge } from '../dashboard/status-badge'
import { cardStyles } from '../ui/styles'
import { MobileLabel, tableStyles as t } from '../ui/table-styles'
import { DeletePostDialog } from './delete-post-dialog'
import { pencilIcon, trashIcon } from './row-icons'

const actionStyles = 'inline-flex size-9 items-center justify-center rounded-lg border border-line'

/** Título, Categoria, Status, Data (creation date, the list's order) and Ações. */
export function PostsTable({ posts }: { posts: AdminPostRow[] }) {
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
          <tbody className={t.body}>
            {posts.map((post) => (
              <tr key={post.id} data-post-row={post.id} className={t.row}>
                <td className={`${t.cell} font-semibold break-words text-ink`}>
                  <MobileLabel>Título</MobileLabel>
                  <span data-post-title="">{post.title}</span>
                </td>
                <td className={`${t.cell} text-ink-muted`}>
                  <MobileLabel>Categoria</MobileLabel>
                  <span data-post-category="">{post.categoryName ?? '-'}</span>
                </td>
                <td className={`${t.cell} max-md:items-center`}>
                  <MobileLabel>Status</MobileLabel>
                  <StatusBadge status={post.status} />
                </td>
                <td className={`${t.cell} whitespace-nowrap text-ink-muted`}>
                  <MobileLabel>Data</MobileLabel>
                  <time dateTime={post.createdAt.toISOString()} data-post-date="">
                    {formatShortDate(post.createdAt)}
                  </time>
                </td>
                <td className={`${t.cell} md:text-right`}>
                  <div className="flex items-center gap-2 md:justify-end">
                    {/* No prefetch: 25 editor prefetches per list view would cost more than they save. */}
                    <Link
                      href={`/admin/posts/${post.id}/edit`}
                      prefetch={false}
                      aria-label={`Editar ${post.title}`}
                      title="Editar"
                      className={`${actionStyles} text-brand-700 hover:border-brand-300 hover:bg-brand-50`}
                    >
                      {pencilIcon}
                    </Link>
                    <button
                      type="button"
                      data-delete-post={post.id}
                      data-title={post.title}
                      aria-label={`Deletar ${post.title}`}
                      title="Deletar"
                      className={`${actionStyles} text-red-700 hover:border-red-300 hover:bg-red-50`}
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
