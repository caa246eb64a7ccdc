import { beforeEach, describe, expect, it } from 'vitest'
import { enqueueEvent, flushAnalytics, WRITE_CHUNK } from '@/server/analytics/buffer'
import { forgetWriterMemory } from '@/server/analytics/store'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import { directView } from './analytics-support'

const view = (n: number) =>
  directView({ ts: Date.now() - 1_000 + n, visitor: `visitante-${n % 40}`, path: '/blog' })

describe.each(TEST_DIALECTS)('the analytics buffer on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)

  beforeEach(async () => {
    await flushAnalytics()
    await handle().db.deleteFrom('analytics_events').execute()
    forgetWriterMemory()
  })

  it('writes a large backlog in chunks and lets waiting requests run between them', async () => {
    const total = WRITE_CHUNK * 3 + 7
    for (let n = 0; n < total; n++) enqueueEvent(view(n))
    // Stands for a request that arrived meanwhile: it runs at the next turn of the event loop.
    let servedBeforeTheEnd = false
    let done = false
    setImmediate(() => (servedBeforeTheEnd = !done))
    await flushAnalytics()
    done = true
    expect(servedBeforeTheEnd).toBe(true)
    const rows = await handle().db.selectFrom('analytics_events').select('ts').execute()
    expect(rows).toHaveLength(total)
    // Each visitor's first view opens its visit, whichever chunk it fell in; no later one does.
    const starts = await handle()
      .db.selectFrom('analytics_events')
      .select('visitor')
      .where('visit_start', '=', 1)
      .execute()
    expect(starts.map((row) => row.visitor).sort()).toEqual(
      Array.from({ length: 40 }, (_, n) => `visitante-${n}`).sort(),
    )
  })
})
