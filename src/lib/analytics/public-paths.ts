import { BLOG_PATH, categoryPath, postPath } from '@/lib/blog-paths'

/*
 * The public pages an event may be counted for. Anything else (the admin, the API, a 404 of a
 * made-up address) is ignored, so a flood of random paths cannot grow the tables. A shared
 * plan's address is its only key, so plans are counted under one path without their id.
 */
export type PublicPage =
  { kind: 'page'; path: string } | { kind: 'post'; path: string; slug: string }

const STATIC_PAGES = new Set([
  '/',
  '/ai-planner',
  '/blog',
  '/obrigado',
  '/parceiros',
  '/planejador',
  '/planejamento-de-midia',
  '/politica-privacidade',
  '/termos-uso',
])

const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*'
// The article address postPath builds, with the slug as a group.
const POST = new RegExp(`^${postPath(`(${SLUG})`)}$`)
const LISTING = new RegExp(`^(?:${BLOG_PATH}|${categoryPath(SLUG)})(?:/pagina/[1-9][0-9]{0,4})?$`)
const PLAN = /^\/planejador\/plano\/[A-Za-z0-9_-]{1,64}$/

export const PLAN_PAGE_PATH = '/planejador/plano'

/** The page counted for `path`, or null when it is not a public page. */
export function publicPageOf(rawPath: string): PublicPage | null {
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath
  if (path.length > 200) return null
  if (STATIC_PAGES.has(path)) return { kind: 'page', path }
  const post = POST.exec(path)
  if (post?.[1]) return { kind: 'post', path, slug: post[1] }
  if (LISTING.test(path)) return { kind: 'page', path }
  if (PLAN.test(path)) return { kind: 'page', path: PLAN_PAGE_PATH }
  return null
}
