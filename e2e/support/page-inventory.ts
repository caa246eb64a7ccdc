import { readdirSync } from 'node:fs'
import path from 'node:path'

/*
 * Every page the quality checks visit, keyed by its route under src/app. The guard tests in
 * accessibility-*.e2e.ts fail when a page.tsx has no entry here, so a new screen cannot be
 * forgotten: add its route with the addresses to visit (dynamic segments -> seeded data).
 */

const APP = path.resolve(import.meta.dirname, '../../src/app')

/** Route patterns of every page.tsx under src/app/<folder>, route groups removed. */
export function pageRoutes(folder: string, prefix: string): string[] {
  const routes: string[] = []
  const walk = (dir: string, segments: string[]) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        const group = /^\(.*\)$/.test(entry.name)
        walk(path.join(dir, entry.name), group ? segments : [...segments, entry.name])
      } else if (entry.name === 'page.tsx') {
        routes.push(`${prefix}/${segments.join('/')}`.replace(/(.)\/$/, '$1') || '/')
      }
    }
  }
  walk(path.join(APP, folder), [])
  return routes.sort()
}

/** Routes found on disk that the inventory does not mention. */
export function unlisted(found: string[], listed: Iterable<string>): string[] {
  const known = new Set(listed)
  return found.filter((route) => !known.has(route))
}

export const SEEDED_CATEGORY = 'martech'
export const SEEDED_POST = 'planejamento-de-midia-guia-definitivo'
export const NOT_FOUND_PATH = '/pagina-que-nao-existe'

/**
 * Public routes (src/app/(site)) -> the addresses whose HTML and accessibility are checked.
 * A route that only redirects says where to, instead of addresses; a page that needs data a
 * test creates first (no seeded row to point at) names the e2e file that checks it with
 * `expectNoSeriousAxeViolations` and `validateHtml`.
 */
export const PUBLIC_ROUTES: Record<
  string,
  string[] | { redirectsTo: string } | { checkedIn: `e2e/${string}.e2e.ts` }
> = {
  '/': ['/'],
  '/ai-planner': ['/ai-planner'],
  '/planejamento-de-midia': ['/planejamento-de-midia'],
  '/planejador': ['/planejador'],
  // Each plan is created by the test that then checks it.
  '/planejador/plano/[id]': { checkedIn: 'e2e/planner.e2e.ts' },
  '/parceiros': ['/parceiros'],
  '/obrigado': ['/obrigado'],
  '/politica-privacidade': ['/politica-privacidade'],
  '/termos-uso': ['/termos-uso'],
  '/blog': ['/blog'],
  // Internal address of the category tab (rewrite in next.config.ts); its public URL is this.
  '/blog/aba/[categoria]': [`/blog?categoria=${SEEDED_CATEGORY}`],
  '/blog/categoria/[slug]': [`/blog/categoria/${SEEDED_CATEGORY}`],
  '/blog/post/[slug]': [`/blog/post/${SEEDED_POST}`],
  // A second page needs more than 12 posts: the pagination test seeds them, then checks these.
  '/blog/pagina/[pagina]': { checkedIn: 'e2e/blog-pagination.e2e.ts' },
  '/blog/categoria/[slug]/pagina/[pagina]': { checkedIn: 'e2e/blog-pagination.e2e.ts' },
  '/blog/[slug]': { redirectsTo: '/blog/categoria/[slug] (308)' },
}

/** Every public address to check, the 404 page included. */
export function publicPaths(): string[] {
  const paths = Object.values(PUBLIC_ROUTES).flatMap((entry) => (Array.isArray(entry) ? entry : []))
  return [...paths, NOT_FOUND_PATH]
}

/** A file name per address: "/" -> "home.html", "/blog?categoria=x" -> "blog__categoria-x.html". */
export function fileNameFor(address: string): string {
  const clean = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '')
  const [pathname = '', query] = address.split('?')
  return `${clean(pathname) || 'home'}${query ? `__${clean(query)}` : ''}.html`
}
