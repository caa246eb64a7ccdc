/*
 * The blog's page numbers, apart from the pages so the rules are unit tested. Pages live at
 * path segments (/blog/pagina/2, /blog/categoria/x/pagina/2), never in the query string: each
 * is its own cached page for Next, the app's micro-cache and nginx alike, with no new cache key.
 */

export const POSTS_PER_PAGE = 12

/** Number of pages for `total` posts; an empty list still has its one (empty) page. */
export function pageCount(total: number, perPage = POSTS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage))
}

/**
 * The page number a URL segment names, or null when it names none: only a plain positive
 * integer without a leading zero ('2', not '02', '2.0', '+2' or '1e1'), so each page has exactly
 * one address. Page 1 is valid here; its route sends it to the unnumbered address.
 */
export function parsePageSegment(raw: string): number | null {
  if (!/^[1-9]\d{0,5}$/.test(raw)) return null
  return Number(raw)
}

/** The address of page `page` of a list whose first page is `basePath`. */
export function pagedPath(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}/pagina/${page}`
}

/** Offset of the first post of `page` (1-based). */
export function pageOffset(page: number, perPage = POSTS_PER_PAGE): number {
  return (page - 1) * perPage
}

/** The screen reader's position line, "Página 2 de 9". */
export function pagePosition(page: number, pages: number): string {
  return `Página ${page} de ${pages}`
}

/**
 * The numbered links a pager shows: the first, the last, the current one and its neighbours,
 * with null where numbers are skipped (shown as "…").
 */
export function pagerItems(page: number, pages: number): (number | null)[] {
  const shown = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages))
  const sorted = [...shown].sort((a, b) => a - b)
  const items: (number | null)[] = []
  for (const n of sorted) {
    const last = items[items.length - 1]
    if (typeof last === 'number' && n - last > 1) items.push(n - last === 2 ? n - 1 : null)
    items.push(n)
  }
  return items
}
