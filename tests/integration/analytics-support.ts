import { randomUUID } from 'node:crypto'
import { dayOf, dayStartMs, HOUR_MS } from '@/lib/analytics/day'
import { normalizeSearchText } from '@/lib/text'
import type { PendingEvent } from '@/server/analytics/types'
import type { DatabaseHandle } from '@/server/db/connection'
import type { AnalyticsDimension } from '@/server/db/types'

/* Shared by the analytics-*.test.ts files. */

export const MINUTE_MS = 60_000

/** Epoch ms of `hour`:`minute` on São Paulo day `day`. */
export function at(day: string, hour: number, minute = 0): number {
  return dayStartMs(day) + hour * HOUR_MS + minute * MINUTE_MS
}

export interface EventSeed {
  ts: number
  visitor: string
  kind?: 'view' | 'engagement'
  visitStart?: boolean
  path?: string
  postId?: string | null
  source?: string
  campaign?: string | null
  device?: string
  browser?: string
  depth?: number | null
  activeSeconds?: number | null
}

/** Rows straight into analytics_events, as store.ts would have written them. */
export async function insertEvents(handle: DatabaseHandle, seeds: EventSeed[]): Promise<void> {
  if (seeds.length === 0) return
  await handle.db
    .insertInto('analytics_events')
    .values(
      seeds.map((seed) => {
        const kind = seed.kind ?? 'view'
        return {
          ts: seed.ts,
          day: dayOf(seed.ts),
          kind,
          visitor: seed.visitor,
          visit_start: seed.visitStart ? 1 : 0,
          path: seed.path ?? '/',
          post_id: seed.postId ?? null,
          referrer_host: null,
          source: kind === 'engagement' ? '' : (seed.source ?? 'Direto'),
          utm_source: null,
          utm_medium: null,
          utm_campaign: kind === 'engagement' ? null : (seed.campaign ?? null),
          utm_term: null,
          utm_content: null,
          device: seed.device ?? 'Computador',
          browser: seed.browser ?? 'Chrome',
          depth: kind === 'engagement' ? (seed.depth ?? 0) : null,
          active_seconds: kind === 'engagement' ? (seed.activeSeconds ?? 0) : null,
        }
      }),
    )
    .execute()
}

export async function insertPost(
  handle: DatabaseHandle,
  post: { id: string; title: string; slug: string },
): Promise<void> {
  await handle.db
    .insertInto('blog_posts')
    .values({
      id: post.id,
      title: post.title,
      search_title: normalizeSearchText(post.title),
      slug: post.slug,
      description: null,
      content: '<p>Texto</p>',
      cover_image: null,
      category_id: null,
      status: 'published',
      featured: false,
      author_id: null,
      author_name: null,
      reading_time: 1,
      scheduled_at: null,
      focus_keyword: null,
      published_at: new Date('2026-01-05T12:00:00Z'),
    })
    .execute()
}

export async function insertLead(
  handle: DatabaseHandle,
  lead: {
    createdMs: number
    postId?: string | null
    source?: string | null
    campaign?: string | null
    landing?: string | null
  },
): Promise<void> {
  await handle.db
    .insertInto('leads')
    .values({
      id: randomUUID(),
      name: 'Ana Souza',
      email: `${randomUUID().slice(0, 8)}@empresa.com.br`,
      phone: '11987654321',
      company: 'Empresa',
      consent_lgpd: true,
      source: 'planejamento-de-midia',
      search_text: 'ana souza',
      lead_post_id: lead.postId ?? null,
      visit_source: lead.source ?? null,
      visit_utm_campaign: lead.campaign ?? null,
      visit_landing_path: lead.landing ?? null,
      created_at: new Date(lead.createdMs),
    })
    .execute()
}

/** analytics_daily of `day`, in a stable order, as plain objects. */
export async function dailyRows(handle: DatabaseHandle, day: string) {
  return handle.db
    .selectFrom('analytics_daily')
    .selectAll()
    .where('day', '=', day)
    .orderBy('dimension')
    .orderBy('value')
    .execute()
}

export const ALL_DIMENSIONS: AnalyticsDimension[] = [
  'total',
  'page',
  'post',
  'source',
  'campaign',
  'device',
  'browser',
]

/** A direct page view of /, as the buffer holds it; override what a test is about. */
export function directView(
  overrides: Partial<PendingEvent> & Pick<PendingEvent, 'ts' | 'visitor'>,
): PendingEvent {
  return {
    kind: 'view',
    path: '/',
    slug: null,
    referrer_host: null,
    source: 'Direto',
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    utm_term: null,
    utm_content: null,
    device: 'Computador',
    browser: 'Chrome',
    depth: null,
    active_seconds: null,
    ...overrides,
  }
}
