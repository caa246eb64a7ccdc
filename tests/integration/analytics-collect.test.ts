import { beforeEach, describe, expect, it } from 'vitest'
import { POST } from '@/app/api/events/route'
import { dayOf } from '@/lib/analytics/day'
import { flushAnalytics, pendingEventCount } from '@/server/analytics/buffer'
import { answerEvent } from '@/server/analytics/endpoint'
import { forgetClientLimits } from '@/server/analytics/client-limit'
import { forgetSalts } from '@/server/analytics/salt'
import { ANALYTICS_DISABLED_KEY, forgetCollectionSetting } from '@/server/analytics/settings'
import { forgetWriterMemory, writeEvents } from '@/server/analytics/store'
import { writeSetting } from '@/server/settings/queries'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import { directView } from './analytics-support'
import { insertPost } from './schedule-support'

const ORIGIN = 'http://localhost:3999'
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36'

function send(
  body: unknown,
  { ip = '198.51.100.7', headers = {} }: { ip?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  return POST(
    new Request(`${ORIGIN}/api/events`, {
      method: 'POST',
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        origin: ORIGIN,
        'user-agent': CHROME,
        'x-forwarded-for': ip,
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
}

describe.each(TEST_DIALECTS)('POST /api/events on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  const events = async () => {
    await flushAnalytics()
    return handle().db.selectFrom('analytics_events').selectAll().orderBy('ts').execute()
  }

  beforeEach(async () => {
    await flushAnalytics()
    await handle().db.deleteFrom('analytics_events').execute()
    await handle().db.deleteFrom('app_settings').execute()
    forgetCollectionSetting()
    forgetClientLimits()
    forgetWriterMemory()
    forgetSalts()
  })

  it('stores a page view with its source, campaign, device and no address or agent', async () => {
    const response = await send(
      {
        t: 'v',
        p: '/blog',
        r: 'https://www.linkedin.com/feed/',
        q: '?utm_source=linkedin&utm_medium=social&utm_campaign=lancamento',
      },
      { ip: '203.0.113.50' },
    )
    expect(response.status).toBe(202)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const rows = await events()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      kind: 'view',
      path: '/blog',
      post_id: null,
      visit_start: 1,
      referrer_host: 'linkedin.com',
      source: 'LinkedIn',
      utm_source: 'linkedin',
      utm_medium: 'social',
      utm_campaign: 'lancamento',
      device: 'Computador',
      browser: 'Chrome',
      day: dayOf(Date.now()),
    })
    expect(rows[0]?.visitor).toMatch(/^[0-9a-f]{32}$/)
    const stored = JSON.stringify(rows)
    expect(stored).not.toContain('203.0.113.50')
    expect(stored).not.toContain('Windows NT')
  })

  it('resolves an article to its published post and drops unknown or unpublished ones', async () => {
    const published = await insertPost(handle(), { status: 'published' })
    const draft = await insertPost(handle(), { status: 'draft' })
    for (const slug of [published.slug, draft.slug, 'nao-existe'])
      expect((await send({ t: 'v', p: `/blog/post/${slug}` })).status).toBe(202)
    expect((await send({ t: 'e', p: `/blog/post/${published.slug}`, d: 75, a: 42 })).status).toBe(
      202,
    )
    const rows = await events()
    expect(rows.map((row) => [row.kind, row.post_id, row.depth, row.active_seconds])).toEqual([
      ['view', published.id, null, null],
      ['engagement', published.id, 75, 42],
    ])
  })

  it('continues one visit per visitor and keeps different visitors apart', async () => {
    await send({ t: 'v', p: '/', r: 'https://www.google.com.br/' }, { ip: '198.51.100.1' })
    await flushAnalytics()
    await send({ t: 'v', p: '/blog', r: `${ORIGIN}/` }, { ip: '198.51.100.1' })
    await send({ t: 'v', p: '/blog' }, { ip: '198.51.100.2' })
    const rows = await events()
    expect(rows.map((row) => [row.path, row.visit_start, row.source])).toEqual([
      ['/', 1, 'Google'],
      ['/blog', 0, 'Google'],
      ['/blog', 1, 'Direto'],
    ])
    expect(rows[0]?.visitor).toBe(rows[1]?.visitor)
    expect(rows[2]?.visitor).not.toBe(rows[0]?.visitor)
  })

  it('does not count Global Privacy Control, bots, headless browsers, other paths, or with collection off', async () => {
    const view = { t: 'v', p: '/blog' }
    expect((await send(view, { headers: { 'sec-gpc': '1' } })).status).toBe(204)
    expect(
      (await send(view, { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' } }))
        .status,
    ).toBe(204)
    expect(
      (
        await send(view, {
          headers: { 'user-agent': CHROME.replace('Chrome/', 'HeadlessChrome/') },
        })
      ).status,
    ).toBe(204)
    expect((await send({ t: 'v', p: '/admin/posts' })).status).toBe(204)
    await writeSetting(handle().db, ANALYTICS_DISABLED_KEY, 'true')
    forgetCollectionSetting()
    expect((await send(view)).status).toBe(204)
    expect(await events()).toEqual([])
    expect(pendingEventCount()).toBe(0)
  })

  it('refuses a malformed, oversized or foreign event with a quick 400 and writes nothing', async () => {
    const refused = [
      await send('{"t":"v","p":'),
      await send({ t: 'v', p: 'sem-barra' }),
      await send({ t: 'x', p: '/' }),
      await send({ t: 'e', p: '/blog/post/x', d: 33, a: 1 }),
      await send({ t: 'v', p: '/', extra: 1 }),
      await send({ t: 'v', p: '/', r: 'x'.repeat(5000) }),
      await send(''),
      await send({ t: 'v', p: '/' }, { headers: { origin: 'https://outro-site.example' } }),
      await send({ t: 'v', p: '/' }, { headers: { origin: '' } }),
    ]
    for (const response of refused) {
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ error: 'Evento de análise inválido.' })
    }
    expect(await events()).toEqual([])
  })

  it('limits each client and answers 429 in pt-BR past the allowance', async () => {
    let last: Response | undefined
    for (let index = 0; index < 121; index++)
      last = await send({ t: 'v', p: '/' }, { ip: '192.0.2.9' })
    expect(last?.status).toBe(429)
    expect(await last?.json()).toMatchObject({
      error: 'Muitas requisições. Tente novamente mais tarde.',
    })
    expect((await send({ t: 'v', p: '/' }, { ip: '192.0.2.10' })).status).toBe(202)
  })

  it('counts events past the daily cap instead of storing them', async () => {
    const now = Date.now()
    const event = (index: number) => directView({ ts: now + index, visitor: `v${index}` })
    const result = await writeEvents(
      handle().db,
      Array.from({ length: 1_005 }, (_, index) => event(index)),
      {
        dailyCap: 1_000,
      },
    )
    expect(result).toEqual({ written: 1_000, dropped: 0, overflow: 5 })
    const again = await writeEvents(handle().db, [event(2_000)], { dailyCap: 1_000 })
    expect(again).toEqual({ written: 0, dropped: 0, overflow: 1 })
    expect(await handle().db.selectFrom('analytics_overflow').selectAll().execute()).toEqual([
      { day: dayOf(now), events: 6 },
    ])
    expect(await events()).toHaveLength(1_000)
  })
  it("turns a bot away at once, without making the day's salt", async () => {
    await handle().db.deleteFrom('analytics_salts').execute()
    const bot = new Headers({
      origin: ORIGIN,
      'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)',
    })
    const answer = answerEvent(bot, Buffer.from(JSON.stringify({ t: 'v', p: '/blog' })))
    expect(answer).toEqual({ status: 204 })
    expect(await handle().db.selectFrom('analytics_salts').selectAll().execute()).toEqual([])
  })

  it('answers at once from memory after the first event, storing the same rows as the first', async () => {
    const headers = new Headers({
      origin: ORIGIN,
      'user-agent': CHROME,
      'x-forwarded-for': '192.0.2.77',
    })
    const body = (q: string) => Buffer.from(JSON.stringify({ t: 'v', p: '/blog', q }))
    const first = answerEvent(headers, body('?utm_source=a'))
    // A new process (no salt, no setting in memory) reads the database first.
    expect(first).toBeInstanceOf(Promise)
    expect(await first).toEqual({ status: 202 })
    const second = answerEvent(headers, body('?utm_source=b'))
    expect(second).toEqual({ status: 202 })
    expect(answerEvent(headers, Buffer.from('{'))).toEqual({
      status: 400,
      error: 'Evento de análise inválido.',
    })
    const rows = await events()
    expect(rows.map((row) => row.utm_source)).toEqual(['a', 'b'])
    const { utm_source: _a, source: _s1, ts: _t1, ...firstRow } = rows[0]!
    const { utm_source: _b, source: _s2, ts: _t2, ...secondRow } = rows[1]!
    // Another campaign opens another visit: both rows open one.
    expect(secondRow).toEqual(firstRow)
    expect(rows.map((row) => [row.source, row.visit_start])).toEqual([
      ['a', 1],
      ['b', 1],
    ])
  })
})
