import { describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { SIGN_IN_LIMITS } from '@/server/auth/sign-in-limits'
import { hitRateLimit, pruneRateLimits } from '@/server/rate-limit'
import { startRateLimitPruning } from '@/server/rate-limit-pruning'
import { authPost } from '../support/auth-requests'
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

  it('prunes ended windows on a timer, started once per process', async () => {
    await handle()
      .db.insertInto('rate_limit_buckets')
      .values([
        { key: 'timer:old', count: 1, reset_ms: Date.now() - 1 },
        { key: 'timer:live', count: 1, reset_ms: Date.now() + 60_000 },
      ])
      .execute()
    const stop = startRateLimitPruning(50)
    // A second start (another import of instrumentation) adds no second timer.
    expect(startRateLimitPruning(50)).toBeTypeOf('function')
    try {
      await expect
        .poll(async () => {
          const rows = await handle()
            .db.selectFrom('rate_limit_buckets')
            .select('key')
            .where('key', 'like', 'timer:%')
            .execute()
          return rows.map((row) => row.key)
        })
        .toEqual(['timer:live'])
      // Still running: a window that ends later is pruned by a later tick.
      await handle()
        .db.insertInto('rate_limit_buckets')
        .values({ key: 'timer:later', count: 1, reset_ms: Date.now() + 100 })
        .execute()
      await expect
        .poll(async () =>
          handle()
            .db.selectFrom('rate_limit_buckets')
            .select('key')
            .where('key', '=', 'timer:later')
            .execute(),
        )
        .toEqual([])
    } finally {
      stop()
    }
  })

  it('keeps the table bounded: 10,000 sign-ins with random emails from one address', async () => {
    const before = await handle().db.selectFrom('rate_limit_buckets').select('key').execute()
    const statuses: number[] = []
    for (let batch = 0; batch < 200; batch++) {
      const responses = await Promise.all(
        Array.from({ length: 50 }, () =>
          authPost(
            '/sign-in/email',
            { email: `${randomUUID()}@exemplo.com.br`, password: 'Errada@123456' },
            '203.0.113.250',
          ),
        ),
      )
      statuses.push(...responses.map((response) => response.status))
    }
    expect(statuses).toHaveLength(10_000)
    // Parallel guesses never get past the address's limit of password checks.
    expect(statuses.filter((status) => status === 401)).toHaveLength(SIGN_IN_LIMITS.ip.limit)
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      10_000 - SIGN_IN_LIMITS.ip.limit,
    )
    const after = await handle().db.selectFrom('rate_limit_buckets').select('key').execute()
    // One row for the address, two per email it could still try (email, email+address).
    expect(after.length - before.length).toBeLessThanOrEqual(1 + 2 * SIGN_IN_LIMITS.ip.limit)
  }, 120_000)
})
