import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '@/server/db/connection'
import type { RedirectTable } from '@/server/db/types'
import type { Insertable } from 'kysely'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'

/*
 * Migration 0019 on both databases: what the tables refuse by themselves (a second rule for the
 * same source and match type, a match type, status or origin outside the lists) and what they
 * give back (dates as Date, counts as numbers), so no query has to guard against either.
 */

type NewRedirect = Insertable<RedirectTable>

function rule(values: Partial<NewRedirect> = {}): NewRedirect {
  return {
    id: randomUUID(),
    source_path: `/antigo-${randomUUID().slice(0, 8)}`,
    match: 'exact',
    target: '/blog',
    status: 301,
    origin: 'manual',
    ...values,
  }
}

async function rejects(write: Promise<unknown>): Promise<void> {
  await expect(write).rejects.toThrow()
}

describe.each(TEST_DIALECTS)('redirect tables on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  const db = () => handle().db

  async function insert(values: Partial<NewRedirect> | Record<string, unknown>) {
    await db()
      .insertInto('redirects')
      .values(rule(values as Partial<NewRedirect>))
      .execute()
  }

  it('keeps one rule per source and match type, and reads back dates and numbers', async () => {
    await insert({ source_path: '/produtos', match: 'exact' })
    await insert({ source_path: '/produtos', match: 'prefix', target: '/solucoes' })
    await rejects(insert({ source_path: '/produtos', match: 'exact', target: '/outro' }))
    const rows = await db()
      .selectFrom('redirects')
      .selectAll()
      .where('source_path', '=', '/produtos')
      .orderBy('match')
      .execute()
    expect(rows.map((row) => [row.match, row.target])).toEqual([
      ['exact', '/blog'],
      ['prefix', '/solucoes'],
    ])
    const [first] = rows
    expect(first?.hits).toBe(0)
    expect(first?.last_hit_at).toBeNull()
    expect(first?.created_at).toBeInstanceOf(Date)
    expect(Math.abs((first?.updated_at.getTime() ?? 0) - Date.now())).toBeLessThan(60_000)
  })

  it('refuses a match type, status or origin outside the lists', async () => {
    await rejects(insert({ match: 'regex' }))
    await rejects(insert({ status: 303 }))
    await rejects(insert({ origin: 'plugin' }))
  })

  it('counts hits in a bigint that comes back as a number', async () => {
    const id = randomUUID()
    await insert({ id, hits: 3_000_000_000 })
    const row = await db()
      .selectFrom('redirects')
      .select('hits')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row.hits).toBe(3_000_000_000)
  })

  it("drops a 404 address's referrers with it", async () => {
    const now = new Date()
    await db()
      .insertInto('not_found_paths')
      .values({ path: '/sumiu', hits: 2, first_seen_at: now, last_seen_at: now })
      .execute()
    await db()
      .insertInto('not_found_referrers')
      .values([
        { path: '/sumiu', host: 'google.com', hits: 1 },
        { path: '/sumiu', host: 'bing.com', hits: 1 },
      ])
      .execute()
    await rejects(
      db()
        .insertInto('not_found_referrers')
        .values({ path: '/sumiu', host: 'google.com', hits: 1 })
        .execute(),
    )
    await db().deleteFrom('not_found_paths').where('path', '=', '/sumiu').execute()
    expect(await referrerCount(handle())).toBe(0)
  })

  it('refuses a referrer for an address that is not in the log', async () => {
    await rejects(
      db()
        .insertInto('not_found_referrers')
        .values({ path: '/nunca-visto', host: 'google.com', hits: 1 })
        .execute(),
    )
  })
})

async function referrerCount(handle: DatabaseHandle): Promise<number> {
  const row = await handle.db
    .selectFrom('not_found_referrers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
