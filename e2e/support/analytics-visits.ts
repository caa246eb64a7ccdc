import { sql, type Kysely } from 'kysely'
import type { BrowserContext, Page } from 'playwright-core'
import { expect } from 'vitest'
import type { Database } from '@/server/db/types'
import type { BrowserFixture } from './browser'

/*
 * Real visitors for the analytics tests. Every browser here comes from 127.0.0.1, and the
 * server's visitor key hashes the address with the User-Agent: each visitor gets a desktop
 * Chrome User-Agent of its own (the default one says "HeadlessChrome" and is not counted).
 */

export function desktopUserAgent(visitor: number, run: number): string {
  return `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${run}.${visitor} Safari/537.36`
}

export function analyticsVisitors(fixture: BrowserFixture) {
  const contexts: BrowserContext[] = []
  const run = Math.floor(Math.random() * 9000) + 1000
  let next = 0
  return {
    /** A page of a new visitor (its own context and User-Agent), on a desktop screen. */
    newVisitor: async (): Promise<Page> => {
      next += 1
      const context = await fixture.browser().newContext({
        baseURL: fixture.baseURL,
        locale: 'pt-BR',
        viewport: { width: 1280, height: 800 },
        userAgent: desktopUserAgent(next, run),
      })
      contexts.push(context)
      return context.newPage()
    },
    closeVisitors: async (): Promise<void> => {
      for (const context of contexts) await context.close().catch(() => {})
    },
  }
}

/** Stored events of a kind since `sinceMs` (the server writes its buffer within a second). */
export async function eventsSince(
  db: Kysely<Database>,
  kind: 'view' | 'engagement',
  sinceMs: number,
): Promise<number> {
  const row = await db
    .selectFrom('analytics_events')
    .select(sql<number>`count(*)`.as('count'))
    .where('kind', '=', kind)
    .where('ts', '>=', sinceMs)
    .executeTakeFirst()
  return Number(row?.count ?? 0)
}

/** Waits until `count` events of that kind since `sinceMs` are stored. */
export async function waitForEvents(
  db: Kysely<Database>,
  kind: 'view' | 'engagement',
  sinceMs: number,
  count: number,
): Promise<void> {
  await expect
    .poll(() => eventsSince(db, kind, sinceMs), { timeout: 15_000, interval: 250 })
    .toBe(count)
}

/** Distinct visitors with an event in the last 5 minutes, as "Agora" counts them. */
export async function liveVisitorsInDatabase(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('analytics_events')
    .select(sql<number>`count(distinct visitor)`.as('count'))
    .where('ts', '>=', Date.now() - 5 * 60_000)
    .executeTakeFirst()
  return Number(row?.count ?? 0)
}
