import { BENCH_PLAN_PAGE } from './plan-page'

/* What `npm run bench` measures: its pages and its parts (BENCH_ONLY / --only= picks parts). */

export const ARTICLE = '/blog/post/planejamento-de-midia-guia-definitivo'
// Every public page of the site (each has the same Lighthouse and JS budget).
export const PUBLIC_PAGES = [
  '/',
  '/ai-planner',
  '/planejamento-de-midia',
  '/parceiros',
  '/obrigado',
  '/politica-privacidade',
  '/termos-uso',
  '/blog',
  '/blog/categoria/martech',
  ARTICLE,
  '/planejador',
  BENCH_PLAN_PAGE,
] as const
// The four pages of the load test and, by default, of Lighthouse.
export const LOAD_PAGES = ['/', '/ai-planner', '/blog', ARTICLE] as const
/*
 * Lighthouse costs about 25 s per page (3 runs) on 2 quiet CPUs: all twelve pages would take the
 * bench past its 15 minutes. BENCH_LIGHTHOUSE_PAGES=all audits every public page (each has
 * the same budget); pages not audited keep their last figures, shown with their date.
 */
export const lighthousePages = () =>
  process.env.BENCH_LIGHTHOUSE_PAGES === 'all' ? PUBLIC_PAGES : LOAD_PAGES

export const PARTS = [
  'lighthouse',
  'weight',
  'load',
  'scale',
  'schedule',
  'admin',
  'editor',
  'history',
  'images',
  'cluster',
  'analytics',
  'migration',
] as const
export type Part = (typeof PARTS)[number]
/**
 * Run only when named: the 10,000-post part doubles the bench's time; the cluster part needs
 * PostgreSQL and takes about 3 minutes; the analytics part seeds 10 million events per database
 * the first time (minutes each); the migration part seeds 100,000 redirect rules and imports a
 * 10,000-post export with its images (about 30 minutes).
 */
const OPT_IN: readonly Part[] = ['scale', 'cluster', 'analytics', 'migration']
export const SCALE_PAGES = {
  blog: '/blog',
  category: '/blog/categoria/martech',
  article: ARTICLE,
  sitemap: '/sitemap.xml',
}

export function selectedParts(): Set<Part> {
  const flag = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length)
  const raw = flag ?? process.env.BENCH_ONLY
  if (!raw) return new Set(PARTS.filter((part) => !OPT_IN.includes(part)))
  const names = raw.split(',').map((name) => name.trim())
  const unknown = names.filter((name) => !PARTS.includes(name as Part))
  if (unknown.length) throw new Error(`unknown bench part ${unknown.join(', ')}: use ${PARTS}`)
  return new Set(names as Part[])
}
