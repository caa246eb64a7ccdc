import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { dayStartMs, HOUR_MS } from '@/lib/analytics/day'
import type { AnalyticsEventInput } from '@/lib/validations/analytics'
import { attributeLead, findLeadVisit } from '@/server/analytics/attribution'
import { flushAnalytics } from '@/server/analytics/buffer'
import { collectEvent, visitorOf } from '@/server/analytics/collect'
import { ANALYTICS_DISABLED_KEY, forgetCollectionSetting } from '@/server/analytics/settings'
import { forgetSalts } from '@/server/analytics/salt'
import { forgetWriterMemory } from '@/server/analytics/store'
import { submitLeadAction } from '@/server/leads/actions'
import { withVisitPosts } from '@/server/leads/lead-posts'
import { deliverLead } from '@/server/leads/webhook'
import type { DatabaseHandle } from '@/server/db/connection'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import { leadForm, runAction, startWebhookServer } from './leads-support'

const request = vi.hoisted(() => ({ headers: new Headers() }))
vi.mock('next/headers', () => ({ headers: async () => request.headers }))

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

/** A reader's request as the app sees it behind no proxy: its address is the socket's. */
function reader(address: string, extra: Record<string, string> = {}): Headers {
  return new Headers({ 'user-agent': CHROME, 'x-forwarded-for': address, ...extra })
}

// 15:00 in São Paulo: the morning visit and the afternoon one fall on the same day.
const DAY = '2026-03-10'
const NOW = dayStartMs(DAY) + 15 * HOUR_MS
const MINUTE = 60_000

async function insertPost(handle: DatabaseHandle, slug: string): Promise<string> {
  const id = randomUUID()
  await handle.db
    .insertInto('blog_posts')
    .values({
      id,
      title: `Post ${slug}`,
      search_title: `post ${slug}`,
      slug,
      content: '<p>Texto.</p>',
      status: 'published',
      published_at: new Date(NOW - 30 * 24 * HOUR_MS),
      reading_time: 1,
    })
    .execute()
  return id
}

/** Events through the collection path itself (visitor key, source, UTMs), then written. */
async function visit(
  headers: Headers,
  events: readonly [offsetMs: number, input: AnalyticsEventInput][],
  now = NOW,
) {
  for (const [offset, input] of events) await collectEvent(input, headers, now + offset)
  await flushAnalytics()
}

const view = (p: string, extra: { r?: string; q?: string } = {}): AnalyticsEventInput => ({
  t: 'v',
  p,
  ...extra,
})

describe.each(TEST_DIALECTS)('lead attribution on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  let guia = ''
  let meta = ''

  beforeEach(async () => {
    const { db } = handle()
    await db.deleteFrom('analytics_events').execute()
    await db.deleteFrom('leads').execute()
    await db.deleteFrom('blog_posts').execute()
    await db.deleteFrom('app_settings').execute()
    forgetSalts()
    forgetWriterMemory()
    forgetCollectionSetting()
    guia = await insertPost(handle(), 'guia-de-midia')
    meta = await insertPost(handle(), 'meta-ads')
  })
  afterEach(() => forgetCollectionSetting())

  it("finds the visit's landing page, source, UTMs and the posts read, the last one last", async () => {
    const ana = reader('203.0.113.7')
    // A morning visit from Google: an earlier visit of the same day, not the lead's.
    await visit(ana, [
      [-6 * HOUR_MS, view('/blog/post/meta-ads', { r: 'https://www.google.com/' })],
    ])
    await visit(ana, [
      [
        -40 * MINUTE,
        view('/blog/post/guia-de-midia', {
          r: 'https://www.linkedin.com/feed/',
          q: '?utm_source=linkedin&utm_medium=social&utm_campaign=x&utm_content=carrossel',
        }),
      ],
      [-30 * MINUTE, view('/blog/post/meta-ads', { r: 'http://localhost:3999/blog' })],
      [-25 * MINUTE, { t: 'e', p: '/blog/post/meta-ads', d: 75, a: 120 }],
      [-10 * MINUTE, view('/blog/post/guia-de-midia', { r: 'http://localhost:3999/blog' })],
      [-2 * MINUTE, view('/ai-planner', { r: 'http://localhost:3999/blog/post/guia-de-midia' })],
      // After the form: not part of what brought the lead.
      [5 * MINUTE, view('/blog/post/meta-ads')],
    ])
    // Someone else on the same day, reading another post in between.
    await visit(reader('203.0.113.8'), [
      [-20 * MINUTE, view('/blog/post/meta-ads', { q: '?utm_source=google&utm_campaign=y' })],
    ])

    const found = await findLeadVisit(handle().db, await visitorOf(ana, NOW), NOW)
    expect(found).toEqual({
      visit_landing_path: '/blog/post/guia-de-midia',
      visit_source: 'LinkedIn',
      visit_referrer_host: 'linkedin.com',
      visit_utm_source: 'linkedin',
      visit_utm_medium: 'social',
      visit_utm_campaign: 'x',
      visit_utm_term: null,
      visit_utm_content: 'carrossel',
      // meta-ads was read, then guia-de-midia again: the guide is the last read before the form.
      visit_post_ids: JSON.stringify([meta, guia]),
      lead_post_id: guia,
    })
  })

  it("does not match another visitor's visit, yesterday's visit, or no visit", async () => {
    const ana = reader('203.0.113.7')
    // Yesterday evening, same address and browser: yesterday's salt made another key.
    await visit(ana, [[-16 * HOUR_MS, view('/blog/post/guia-de-midia')]])
    await visit(reader('203.0.113.9'), [[-5 * MINUTE, view('/blog/post/meta-ads')]])
    expect(await findLeadVisit(handle().db, await visitorOf(ana, NOW), NOW)).toBeNull()
    // Another browser on the same address is another visitor.
    const firefox = reader('203.0.113.9', {
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    })
    expect(await findLeadVisit(handle().db, await visitorOf(firefox, NOW), NOW)).toBeNull()
    expect(await findLeadVisit(handle().db, 'f'.repeat(32), NOW)).toBeNull()
  })

  it('leaves the posts empty for a visit that read none', async () => {
    const ana = reader('203.0.113.7')
    await visit(ana, [[-3 * MINUTE, view('/planejamento-de-midia', { q: '?gclid=abc' })]])
    expect(await findLeadVisit(handle().db, await visitorOf(ana, NOW), NOW)).toMatchObject({
      visit_landing_path: '/planejamento-de-midia',
      visit_source: 'Google Ads',
      visit_referrer_host: null,
      visit_post_ids: null,
      lead_post_id: null,
    })
  })

  it('writes the buffered views before looking, and finds nothing for GPC, bots or collection off', async () => {
    const now = Date.now()
    const ana = reader('203.0.113.7')
    // Still in the buffer: attributeLead flushes it first.
    await collectEvent(view('/blog/post/meta-ads', { q: '?utm_source=linkedin' }), ana, now - 1000)
    expect(await attributeLead(ana, now)).toMatchObject({
      visit_landing_path: '/blog/post/meta-ads',
      visit_source: 'LinkedIn',
      lead_post_id: meta,
    })
    expect(await attributeLead(reader('203.0.113.7', { 'sec-gpc': '1' }), now)).toBeNull()
    const headless = reader('203.0.113.7', {
      'user-agent': CHROME.replace('Chrome/', 'HeadlessChrome/'),
    })
    expect(await attributeLead(headless, now)).toBeNull()
    await handle()
      .db.insertInto('app_settings')
      .values({ key: ANALYTICS_DISABLED_KEY, value: 'true', updated_at: new Date() })
      .execute()
    forgetCollectionSetting()
    expect(await attributeLead(ana, now)).toBeNull()
  })

  it('stores the visit with the lead, and the lead alone when attribution fails', async () => {
    const now = Date.now()
    request.headers = reader('198.51.100.20')
    await visit(
      request.headers,
      [[-60_000, view('/blog/post/guia-de-midia', { q: '?utm_source=linkedin&utm_campaign=x' })]],
      now,
    )
    expect(await runAction(submitLeadAction, leadForm())).toEqual({ redirect: '/obrigado' })
    const { db } = handle()
    const stored = await db.selectFrom('leads').selectAll().executeTakeFirstOrThrow()
    expect(stored).toMatchObject({
      landing_path: '/planejamento-de-midia',
      visit_landing_path: '/blog/post/guia-de-midia',
      visit_source: 'LinkedIn',
      visit_utm_campaign: 'x',
      visit_post_ids: JSON.stringify([guia]),
      lead_post_id: guia,
    })

    // The events table gone: the lookup fails, the lead is still stored, without a visit.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    await db.schema.alterTable('analytics_events').renameTo('analytics_events_away').execute()
    try {
      request.headers = reader('198.51.100.21')
      expect(await runAction(submitLeadAction, leadForm({ email: 'bia@empresa.com.br' }))).toEqual({
        redirect: '/obrigado',
      })
      expect(errors).toHaveBeenCalledWith(
        expect.stringContaining('falha ao atribuir o lead'),
        expect.anything(),
      )
    } finally {
      await db.schema.alterTable('analytics_events_away').renameTo('analytics_events').execute()
      errors.mockRestore()
    }
    const bia = await db
      .selectFrom('leads')
      .selectAll()
      .where('email', '=', 'bia@empresa.com.br')
      .executeTakeFirstOrThrow()
    expect(bia).toMatchObject({
      visit_landing_path: null,
      visit_post_ids: null,
      lead_post_id: null,
    })
  })

  it('gives the admin, the CSV and the CRM the titles and addresses of the posts read', async () => {
    const { db } = handle()
    const removed = randomUUID()
    await db.updateTable('blog_posts').set({ status: 'draft' }).where('id', '=', meta).execute()
    const id = randomUUID()
    await db
      .insertInto('leads')
      .values({
        id,
        name: 'Ana',
        email: 'ana@empresa.com.br',
        phone: '11987654321',
        company: 'Empresa',
        consent_lgpd: true,
        source: 'ai-planner',
        search_text: 'ana',
        webhook_status: 'pending',
        visit_landing_path: '/blog/post/guia-de-midia',
        visit_source: 'LinkedIn',
        visit_utm_source: 'linkedin',
        visit_utm_campaign: 'x',
        visit_post_ids: JSON.stringify([removed, meta, guia]),
        lead_post_id: guia,
        created_at: new Date(),
      })
      .execute()
    const lead = await db.selectFrom('leads').selectAll().executeTakeFirstOrThrow()
    const [listed] = await withVisitPosts(db, [lead])
    expect(listed?.leadPost).toEqual({
      id: guia,
      title: 'Post guia-de-midia',
      path: '/blog/post/guia-de-midia',
      removed: false,
    })
    // A post unpublished since keeps its title without an address; a deleted one says so.
    expect(listed?.visitPosts).toEqual([
      { id: removed, title: 'Post excluído', path: null, removed: true },
      { id: meta, title: 'Post meta-ads', path: null, removed: false },
      { id: guia, title: 'Post guia-de-midia', path: '/blog/post/guia-de-midia', removed: false },
    ])

    const webhook = await startWebhookServer()
    try {
      const oneTry = { timeoutMs: 2_000, backoffMs: [] }
      expect(await deliverLead(db, id, { url: webhook.url }, oneTry)).toBe('delivered')
      const body = JSON.parse(webhook.received[0]?.body ?? '{}') as Record<string, unknown>
      expect(body.visit).toEqual({
        landingPath: '/blog/post/guia-de-midia',
        source: 'LinkedIn',
        referrerHost: null,
        utm: { source: 'linkedin', medium: null, campaign: 'x', term: null, content: null },
        posts: [
          { id: removed, title: 'Post excluído', url: null },
          { id: meta, title: 'Post meta-ads', url: null },
          {
            id: guia,
            title: 'Post guia-de-midia',
            url: 'http://localhost:3999/blog/post/guia-de-midia',
          },
        ],
      })
      expect(body.leadPost).toEqual({
        id: guia,
        title: 'Post guia-de-midia',
        url: 'http://localhost:3999/blog/post/guia-de-midia',
      })
    } finally {
      await webhook.close()
    }
  })
})
