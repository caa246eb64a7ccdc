import { pagePosition, pagedPath, pagerItems } from '@/lib/pagination'

const linkClass =
  'inline-flex min-h-10 min-w-10 items-center justify-center rounded-3xl border px-3 py-1.5 text-sm font-semibold transition-colors motion-reduce:transition-none'
const idleClass = 'border-line bg-white text-ink hover:border-brand-300 hover:text-brand-700'

/**
 * rel=prev/next for crawlers. React hoists a <link> rendered anywhere into <head>, so each page
 * of a list announces its neighbours next to its own canonical.
 */
export function PageRelLinks({
  basePath,
  page,
  pages,
}: {
  basePath: string
  page: number
  pages: number
}) {
  return (
    <>
      {page > 1 ? <link rel="prev" href={pagedPath(basePath, page - 1)} /> : null}
      {page < pages ? <link rel="next" href={pagedPath(basePath, page + 1)} /> : null}
    </>
  )
}

/**
 * The visible pager under a list: previous, numbered pages (ends, current and neighbours) and
 * next, as plain links so it works without JavaScript. Screen readers hear "Página 2 de 9".
 * Nothing is shown for a single page.
 */
export function Pager({
  basePath,
  page,
  pages,
}: {
  basePath: string
  page: number
  pages: number
}) {
  if (pages <= 1) return null
  return (
    <nav aria-label="Paginação" className="mt-10" data-pager="">
      <p className="sr-only" data-page-position="">
        {pagePosition(page, pages)}
      </p>
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 ? (
          <li>
            <a
              href={pagedPath(basePath, page - 1)}
              rel="prev"
              className={`${linkClass} ${idleClass}`}
            >
              <span aria-hidden="true">‹&nbsp;</span>Anterior
            </a>
          </li>
        ) : null}
        {pagerItems(page, pages).map((item, index) =>
          item === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-muted">
              …
            </li>
          ) : (
            <li key={item}>
              <a
                href={pagedPath(basePath, item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={pagePosition(item, pages)}
                data-page={item}
                className={`${linkClass} ${item === page ? 'border-brand-700 bg-brand-700 text-white' : idleClass}`}
              >
                {item}
              </a>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <a
              href={pagedPath(basePath, page + 1)}
              rel="next"
              className={`${linkClass} ${idleClass}`}
            >
              Próxima<span aria-hidden="true">&nbsp;›</span>
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
