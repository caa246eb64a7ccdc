import { describe, expect, it } from 'vitest'
import { addDays } from '@/lib/analytics/day'
import { buildDashboard } from '@/server/analytics/dashboard-data'
import { rollUpClosedDays } from '@/server/analytics/rollup'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import { at, insertEvents, insertPost, type EventSeed } from './analytics-support'

const T = '2026-08-12'
const Y = addDays(T, -1)
const NOW = at(T, 18)

describe.each(TEST_DIALECTS)('top tables on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)

  it('keep the most viewed, ties at the last place broken by label', async () => {
    const seeds: EventSeed[] = []
    // 24 posts viewed once yesterday, titled in the reverse order of their ids; post 00 and
    // page /p-00 are viewed again today, so yesterday's rollup and today's raw events add up.
    for (let n = 0; n < 24; n++) {
      const id = `post-${String(n).padStart(2, '0')}`
      await insertPost(handle(), { id, title: `Título ${String(99 - n)}`, slug: id })
      const path = `/p-${String(n).padStart(2, '0')}`
      seeds.push({ ts: at(Y, 10, n), visitor: `v${n}`, visitStart: true, path, postId: id })
    }
    seeds.push({ ts: at(T, 9), visitor: 'w', visitStart: true, path: '/p-00', postId: 'post-00' })
    await insertEvents(handle(), seeds)
    expect(await rollUpClosedDays(handle().db, NOW)).toEqual([Y])

    const data = await buildDashboard(handle().db, { period: '7d', nowMs: NOW })
    expect(data.pages.map((row) => [row.value, row.views])).toEqual([
      ['/p-00', 2],
      ...Array.from({ length: 9 }, (_, n) => [`/p-${String(n + 1).padStart(2, '0')}`, 1]),
    ])
    expect(data.posts).toHaveLength(20)
    expect(data.posts[0]).toMatchObject({ postId: 'post-00', views: 2, visitors: 2 })
    // Tied at one view: by title, so the highest ids (lowest titles) come first.
    expect(data.posts.slice(1).map((row) => row.title)).toEqual(
      Array.from({ length: 19 }, (_, n) => `Título ${76 + n}`),
    )
    expect(data.sources).toEqual([
      { value: 'Direto', label: 'Direto', views: 25, visitors: 25, visits: 25 },
    ])
  })
})
