import { describe, expect, it } from 'vitest'
import { hitRateLimit, pruneRateLimits } from '@/server/rate-limit'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'

describe.each(TEST_DIALECTS)('rate limit on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  const rule = { limit: 3, windowMs: 1000 }

  it('allows up to the limit in a window, then refuses with the time left', async () => {
    const now = 1_000_000
    const results = []
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit(handle().db, 'k1', rule, now + i))
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false])
    expect(results[3]?.retryAfterMs).toBe(997)
  })

  it('starts a new window once the old one ended', async () => {
    await hitRateLimit(handle().db, 'k2', rule, 0)
    await hitRateLimit(handle().db, 'k2', rule, 1)
    await hitRateLimit(handle().db, 'k2', rule, 2)
    expect((await hitRateLimit(handle().db, 'k2', rule, 3)).allowed).toBe(false)
    const fresh = await hitRateLimit(handle().db, 'k2', rule, 1000)
    expect(fresh).toMatchObject({ allowed: true, count: 1 })
  })

  it('counts concurrent hits exactly once each', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        hitRateLimit(handle().db, 'k3', { limit: 100, windowMs: 60_000 }),
      ),
    )
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ])
  })

  it('prunes ended windows only', async () => {
    await hitRateLimit(handle().db, 'old', rule, 0)
    await hitRateLimit(handle().db, 'live', rule, 10_000)
    await pruneRateLimits(handle().db, 5_000)
    const keys = await handle()
      .db.selectFrom('rate_limit_buckets')
      .select('key')
      .where('key', 'in', ['old', 'live'])
      .execute()
    expect(keys.map((k) => k.key)).toEqual(['live'])
  })
})
