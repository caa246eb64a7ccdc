import { describe, expect, it } from 'vitest'
import { addDays, dayOf } from '@/lib/analytics/day'
import { startAnalyticsMaintenance } from '@/server/analytics/maintenance'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import { at, insertEvents } from './analytics-support'

describe.each(TEST_DIALECTS)('the analytics maintenance timer on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)

  it('rolls up the closed days at start, once however often it is started', async () => {
    const closed = addDays(dayOf(Date.now()), -2)
    await insertEvents(handle(), [{ ts: at(closed, 12), visitor: 'timer', visitStart: true }])
    const stop = startAnalyticsMaintenance(60_000)
    // A second start (another import of instrumentation) adds no second timer.
    expect(startAnalyticsMaintenance(60_000)).toBe(stop)
    try {
      await expect
        .poll(async () =>
          handle().db.selectFrom('analytics_rollup_days').select(['day', 'events']).execute(),
        )
        .toEqual([{ day: closed, events: 1 }])
    } finally {
      stop()
    }
  })
})
