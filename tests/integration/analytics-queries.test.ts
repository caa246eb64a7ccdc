import { beforeAll, describe, expect, it, vi } from 'vitest'
import { addDays, daysBetween } from '@/lib/analytics/day'
import type { DashboardData } from '@/lib/analytics/dashboard'
import { rollUpClosedDays } from '@/server/analytics/rollup'
import {
  getAnalyticsDashboard,
  getLiveVisitors,
  getPostsAnalytics,
} from '@/server/analytics/queries'
import { createOrPromoteUser } from '@/server/auth/users'
import { signInCookie } from '../support/auth-requests'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import { at, insertEvents, insertLead, insertPost } from './analytics-support'

const request = vi.hoisted(() => ({ cookie: '' }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
}))

const T = '2026-06-20'
const Y = addDays(T, -1)
const EARLIER = addDays(T, -10)
const NOW = at(T, 15)

const kpi = (current: number, previous: number) => ({ current, previous })
const top = (value: string, views: number, visitors: number, visits: number) => ({
  value,
  label: value,
  views,
  visitors,
  visits,
})

describe.each(TEST_DIALECTS)('the Análises dashboard on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  let beforeRollup: DashboardData

  beforeAll(async () => {
    const email = `editor-analytics-${dialect}@exemplo.com.br`
    await createOrPromoteUser({ email, password: 'Senha@Analises2026', role: 'editor' })
    request.cookie = await signInCookie(email, 'Senha@Analises2026', '10.27.0.1')
    await insertPost(handle(), { id: 'P1', title: 'Alfa', slug: 'alfa' })
    await insertPost(handle(), { id: 'P2', title: 'Beta', slug: 'beta' })
    const alpha = { path: '/blog/alfa', postId: 'P1' }
    const beta = { path: '/blog/beta', postId: 'P2' }
    await insertEvents(handle(), [
      // Yesterday: a from Google on a phone reads Alfa to the end; b from a LinkedIn campaign.
      { ts: at(Y, 10), visitor: 'a', visitStart: true, source: 'Google', device: 'Celular' },
      { ts: at(Y, 10, 2), visitor: 'a', ...alpha, source: 'Google', device: 'Celular' },
      { ts: at(Y, 10, 8), visitor: 'a', kind: 'engagement', ...alpha, depth: 100 },
      { ts: at(Y, 12), visitor: 'b', visitStart: true, ...alpha, source: 'LinkedIn' },
      { ts: at(Y, 12, 5), visitor: 'b', kind: 'engagement', ...alpha, depth: 50 },
      // Today: c reads Beta from Google; a2 (a's key today) opens Alfa on a tablet; d, direct.
      {
        ts: at(T, 9),
        visitor: 'c',
        visitStart: true,
        ...beta,
        source: 'Google',
        device: 'Celular',
      },
      { ts: at(T, 9, 4), visitor: 'c', kind: 'engagement', ...beta, depth: 75 },
      {
        ts: at(T, 11),
        visitor: 'a2',
        visitStart: true,
        ...alpha,
        source: 'Google',
        device: 'Tablet',
      },
      { ts: at(T, 14, 58), visitor: 'd', visitStart: true },
      // The previous period.
      { ts: at(EARLIER, 10), visitor: 'p', visitStart: true },
      { ts: at(EARLIER, 10, 1), visitor: 'p', ...alpha },
    ])
    await handle()
      .db.updateTable('analytics_events')
      .set({ utm_campaign: 'lancamento' })
      .where('visitor', '=', 'b')
      .where('kind', '=', 'view')
      .execute()
    await insertLead(handle(), {
      createdMs: at(Y, 12, 10),
      postId: 'P1',
      source: 'LinkedIn',
      campaign: 'lancamento',
      landing: '/blog/alfa',
    })
    await insertLead(handle(), {
      createdMs: at(T, 9, 10),
      postId: 'P2',
      source: 'Google',
      landing: '/blog/beta',
    })
    await insertLead(handle(), { createdMs: at(T, 10) })
    await insertLead(handle(), { createdMs: at(EARLIER, 11) })
    await insertLead(handle(), { createdMs: at(addDays(T, -30), 11), postId: 'P1' })
    beforeRollup = await getAnalyticsDashboard({ period: '7d', nowMs: NOW })
  })

  it('counts a known week exactly, against the week before', () => {
    expect(beforeRollup.kpis).toEqual({
      visitors: kpi(5, 1),
      views: kpi(6, 2),
      visits: kpi(5, 1),
      averageDepth: kpi(75, 0),
      completeReads: kpi(2, 0),
      leads: kpi(3, 1),
      conversionRate: kpi(60, 100),
    })
    expect(beforeRollup.series.map((p) => [p.label, p.visitors, p.views])).toEqual(
      daysBetween(addDays(T, -6), T).map((day) => [
        `${day.slice(8)}/${day.slice(5, 7)}`,
        day === Y ? 2 : day === T ? 3 : 0,
        day === Y || day === T ? 3 : 0,
      ]),
    )
    expect(beforeRollup.pages).toEqual([
      top('/blog/alfa', 3, 3, 2),
      top('/', 2, 2, 2),
      top('/blog/beta', 1, 1, 1),
    ])
    expect(beforeRollup.posts).toEqual([
      {
        postId: 'P1',
        title: 'Alfa',
        slug: 'alfa',
        views: 3,
        visitors: 3,
        averageDepth: 75,
        leads: 1,
        conversionRate: (1 / 3) * 100,
      },
      {
        postId: 'P2',
        title: 'Beta',
        slug: 'beta',
        views: 1,
        visitors: 1,
        averageDepth: 75,
        leads: 1,
        conversionRate: 100,
      },
    ])
    expect(beforeRollup.sources).toEqual([
      top('Google', 4, 3, 3),
      top('Direto', 1, 1, 1),
      top('LinkedIn', 1, 1, 1),
    ])
    expect(beforeRollup.campaigns).toEqual([top('lancamento', 1, 1, 1)])
    expect(beforeRollup.devices).toEqual([
      top('Celular', 3, 2, 2),
      top('Computador', 2, 2, 2),
      top('Tablet', 1, 1, 1),
    ])
    expect(beforeRollup.posts[0]).toMatchObject({
      title: 'Alfa',
      slug: 'alfa',
      views: 3,
      visitors: 3,
      averageDepth: 75,
      leads: 1,
    })
    expect(beforeRollup.posts[0]?.conversionRate).toBeCloseTo(33.33, 1)
  })

  it('gives the same numbers once the closed days are rolled up', async () => {
    const hoursBefore = await getAnalyticsDashboard({ period: 'ontem', nowMs: NOW })
    expect(await rollUpClosedDays(handle().db, NOW)).toEqual([EARLIER, Y])
    expect(await getAnalyticsDashboard({ period: '7d', nowMs: NOW })).toEqual(beforeRollup)
    const hoursAfter = await getAnalyticsDashboard({ period: 'ontem', nowMs: NOW })
    expect(hoursAfter).toEqual(hoursBefore)
    expect(hoursAfter.series).toHaveLength(24)
    expect(hoursAfter.series.filter((p) => p.views > 0)).toEqual([
      { bucket: String(at(Y, 10)), label: '10h', visitors: 1, views: 2 },
      { bucket: String(at(Y, 12)), label: '12h', visitors: 1, views: 1 },
    ])
  })

  it('charts today per hour, every hour present', async () => {
    const today = await getAnalyticsDashboard({ period: 'hoje', nowMs: NOW })
    expect(today.period.granularity).toBe('hour')
    expect(today.series.map((p) => p.label)).toEqual(
      Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}h`),
    )
    expect(today.series.filter((p) => p.views > 0).map((p) => p.label)).toEqual([
      '09h',
      '11h',
      '14h',
    ])
    expect(today.kpis.views).toEqual(kpi(3, 3))
  })

  it('filters the whole dashboard by a clicked row', async () => {
    const google = await getAnalyticsDashboard({
      period: '7d',
      nowMs: NOW,
      filter: { dimension: 'source', value: 'Google' },
    })
    expect(google.kpis).toEqual({
      visitors: kpi(3, 0),
      views: kpi(4, 0),
      visits: kpi(3, 0),
      averageDepth: kpi(87.5, 0),
      completeReads: kpi(2, 0),
      leads: kpi(1, 0),
      conversionRate: kpi((1 / 3) * 100, 0),
    })
    expect(google.pages).toEqual([
      top('/blog/alfa', 2, 2, 1),
      top('/', 1, 1, 1),
      top('/blog/beta', 1, 1, 1),
    ])
    expect(google.posts.map((p) => [p.postId, p.views, p.averageDepth, p.leads])).toEqual([
      ['P1', 2, 100, 0],
      ['P2', 1, 75, 1],
    ])
    expect(google.sources).toEqual([top('Google', 4, 3, 3)])
    expect(google.series.find((p) => p.bucket === Y)).toMatchObject({ visitors: 1, views: 2 })

    const alpha = await getAnalyticsDashboard({
      period: '7d',
      nowMs: NOW,
      filter: { dimension: 'post', value: 'P1' },
    })
    expect(alpha.kpis.views).toEqual(kpi(3, 1))
    expect(alpha.kpis.averageDepth).toEqual(kpi(75, 0))
    expect(alpha.kpis.leads).toEqual(kpi(1, 0))
    expect(alpha.kpis.conversionRate).toEqual(kpi(50, 0))
    expect(alpha.devices.map((row) => row.value)).toEqual(['Celular', 'Computador', 'Tablet'])

    const phones = await getAnalyticsDashboard({
      period: '7d',
      nowMs: NOW,
      filter: { dimension: 'device', value: 'Celular' },
    })
    expect(phones.kpis.views).toEqual(kpi(3, 0))
    // A lead stores no device: not counted under a device filter.
    expect(phones.kpis.leads).toEqual(kpi(0, 0))
  })

  it('counts the visitors of the last five minutes', async () => {
    expect(await getLiveVisitors(NOW)).toBe(1)
    expect(await getLiveVisitors(at(T, 9, 4))).toBe(1)
    expect(await getLiveVisitors(at(T, 12))).toBe(0)
  })

  it("gives each post's views and leads of the last 30 days", async () => {
    const posts = await getPostsAnalytics(['P1', 'P2', 'P9'], NOW)
    expect(Object.fromEntries(posts)).toEqual({
      P1: { views: 4, leads: 1 },
      P2: { views: 1, leads: 1 },
      P9: { views: 0, leads: 0 },
    })
  })

  it('is for editors only', async () => {
    const cookie = request.cookie
    request.cookie = ''
    try {
      await expect(getAnalyticsDashboard({ period: '7d' })).rejects.toThrow()
      await expect(getLiveVisitors()).rejects.toThrow()
      await expect(getPostsAnalytics(['P1'])).rejects.toThrow()
    } finally {
      request.cookie = cookie
    }
  })
})
