import { CalendarClock } from 'lucide-react'
import Link from 'next/link'
import { formatDateTime } from '@/lib/dates'
import type { UpcomingSchedule } from '@/server/schedule/queries'
import { cardStyles } from '../ui/styles'

/** The dashboard's "Agendados": what goes public next and when (São Paulo time), soonest first. */
export function UpcomingSchedules({ items }: { items: UpcomingSchedule[] }) {
  return (
    <section aria-labelledby="agendados-title" className={`${cardStyles} mt-8`}>
      <h2
        id="agendados-title"
        className="flex items-center gap-2 border-b border-line px-5 py-4 text-lg font-bold text-ink"
      >
        <CalendarClock className="size-5 text-brand-700" aria-hidden="true" />
        Agendados
      </h2>
      {items.length === 0 ? (
        <p className="px-5 py-6 text-sm text-ink-muted" data-upcoming-empty="">
          Nenhum post agendado. Agende a publicação no editor do post.
        </p>
      ) : (
        <ul className="divide-y divide-line" data-upcoming-schedules="">
          {items.map((item) => (
            <li
              key={`${item.kind}:${item.postId}`}
              data-post-id={item.postId}
              className="flex flex-col gap-2 px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words text-ink" data-post-title="">
                  {item.title}
                </p>
                <p className="mt-1 text-sm text-ink-muted">
                  {item.kind === 'publish' ? 'Publicação em ' : 'Atualização do post publicado em '}
                  <time dateTime={item.scheduledAt.toISOString()} data-scheduled-at="">
                    {formatDateTime(item.scheduledAt)}
                  </time>{' '}
                  (horário de Brasília)
                </p>
              </div>
              <Link
                href={`/admin/posts/${item.postId}/edit`}
                className="inline-flex h-9 shrink-0 items-center self-start rounded-lg border border-line px-3 text-sm font-semibold text-brand-700 hover:border-brand-300 hover:bg-brand-50 sm:self-auto"
              >
                Editar<span className="sr-only">: {item.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
