import { MaskIcon } from '@/components/site/icons/mask-icon'
import { formatPostDate, toDateAttribute } from '@/lib/blog-dates'
import { formatReadingTime } from '@/lib/text'

/** Publication date and reading time, shared by cards and the article header. */
export function PostMeta({
  publishedAt,
  readingTime,
  className,
}: {
  publishedAt: Date | null
  readingTime: number
  className?: string
}) {
  return (
    <p className={['flex flex-wrap items-center gap-x-4 gap-y-1', className].join(' ')}>
      {publishedAt ? (
        <span className="inline-flex items-center gap-1.5">
          <MaskIcon name="calendar-days" className="size-4" />
          <time dateTime={toDateAttribute(publishedAt)} data-post-date="">
            {formatPostDate(publishedAt)}
          </time>
        </span>
      ) : null}
      <span className="inline-flex items-center gap-1.5" data-reading-time="">
        <MaskIcon name="clock" className="size-4" />
        <span className="sr-only">Tempo de leitura: </span>
        {formatReadingTime(readingTime)}
      </span>
    </p>
  )
}
