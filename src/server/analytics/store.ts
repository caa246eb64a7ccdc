import 'server-only'
import type { Kysely } from 'kysely'
import { chunks, insertSlices, paddedList } from '@/lib/analytics/batches'
import { dayOf, dayStartMs } from '@/lib/analytics/day'
import { assignVisits, VISIT_GAP_MS, type VisitState } from '@/lib/analytics/visits'
import type { Database } from '../db/types'
import { eventInsert, type EventRow } from './event-insert'
import { forgetPostIds, LOOKUP_CHUNK, publishedPostIds } from './post-ids'
import { VISIT_ORIGIN_COLUMNS, type PendingEvent } from './types'
import { forgetVisits, recallVisits, rememberVisits } from './visit-memory'

/** Rows per INSERT at most: 19 columns × 64, far under both databases' parameter limits. */
const INSERT_MAX_ROWS = 64

export interface WriteResult {
  written: number
  /** Events of an address that is not a published article (a 404, a draft, a removed post). */
  dropped: number
  /** Events past the day's cap, counted in analytics_overflow only. */
  overflow: number
}

/**
 * Each visitor's latest event in the 30 minutes before the batch, and the visit it is in (the
 * origin of the visitor's latest visit-opening view of the day).
 */
async function visitStates(
  db: Kysely<Database>,
  visitors: string[],
  sinceMs: number,
): Promise<Map<string, VisitState>> {
  const states = new Map<string, VisitState>()
  for (const part of chunks(visitors, LOOKUP_CHUNK)) {
    const rows = await db
      .selectFrom('analytics_events')
      .select(['visitor', (eb) => eb.fn.max('ts').as('last')])
      .where('visitor', 'in', paddedList(part))
      .where('ts', '>=', sinceMs)
      .groupBy('visitor')
      .execute()
    if (rows.length === 0) continue
    for (const row of rows) states.set(row.visitor, { lastTs: Number(row.last), origin: null })
    const starts = await db
      .selectFrom('analytics_events')
      .select(['visitor', 'ts', ...VISIT_ORIGIN_COLUMNS])
      .where('visitor', 'in', paddedList(rows.map((row) => row.visitor)))
      .where('visit_start', '=', 1)
      .where('ts', '>=', dayStartMs(dayOf(sinceMs)))
      .orderBy('ts', 'asc')
      .execute()
    // Ascending: the last one written per visitor is its latest visit.
    for (const { visitor, ts: _ts, ...origin } of starts) {
      const state = states.get(visitor)
      if (state) state.origin = origin
    }
  }
  return states
}

/** Events already stored per day, counted once per process per day, then kept up to date. */
const storedPerDay = new Map<string, number>()

async function storedToday(db: Kysely<Database>, day: string): Promise<number> {
  const known = storedPerDay.get(day)
  if (known !== undefined) return known
  const row = await db
    .selectFrom('analytics_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ts', '>=', dayStartMs(day))
    .executeTakeFirst()
  storedPerDay.clear()
  storedPerDay.set(day, Number(row?.n ?? 0))
  return Number(row?.n ?? 0)
}

/** Test hook: what a new process starts with (no per-day counts, looked-up posts or visits). */
export function forgetWriterMemory(): void {
  storedPerDay.clear()
  forgetPostIds()
  forgetVisits()
}

function lastTsOf(events: readonly PendingEvent[]): Map<string, number> {
  const last = new Map<string, number>()
  for (const event of events)
    last.set(event.visitor, Math.max(last.get(event.visitor) ?? 0, event.ts))
  return last
}

/** Each visitor's state before the batch: remembered when this process is the only writer. */
async function statesBefore(
  db: Kysely<Database>,
  visitors: string[],
  sinceMs: number,
  onlyWriter: boolean,
): Promise<Map<string, VisitState>> {
  const known = onlyWriter ? recallVisits(visitors, sinceMs) : new Map<string, VisitState | null>()
  const states = await visitStates(
    db,
    visitors.filter((visitor) => !known.has(visitor)),
    sinceMs,
  )
  for (const [visitor, state] of known) if (state) states.set(visitor, state)
  return states
}

/**
 * Writes a batch in one transaction: articles resolved to their post (an address that is no
 * published article is dropped), each view marked as opening a visit or not, and anything
 * past the day's cap counted instead of stored. `onlyWriter`: no other process writes events
 * to this database (SQLite), so visits may be continued from this process's memory.
 */
export async function writeEvents(
  db: Kysely<Database>,
  events: readonly PendingEvent[],
  options: { dailyCap: number; onlyWriter?: boolean },
): Promise<WriteResult> {
  if (events.length === 0) return { written: 0, dropped: 0, overflow: 0 }
  const sorted = [...events].sort((a, b) => a.ts - b.ts)
  const slugs = [...new Set(sorted.flatMap((event) => (event.slug ? [event.slug] : [])))]
  const postIds = slugs.length > 0 ? await publishedPostIds(db, slugs) : new Map<string, string>()
  const kept = sorted.filter((event) => !event.slug || postIds.has(event.slug))
  const dropped = sorted.length - kept.length
  const firstTs = kept[0]?.ts ?? Date.now()
  const visitors = [...new Set(kept.map((event) => event.visitor))]
  const onlyWriter = options.onlyWriter ?? false
  const states = await statesBefore(db, visitors, firstTs - VISIT_GAP_MS, onlyWriter)
  const marked = assignVisits(kept, states)

  const rows: EventRow[] = []
  const overflowPerDay = new Map<string, number>()
  const countPerDay = new Map<string, number>()
  for (const event of marked) {
    const day = dayOf(event.ts)
    const count = countPerDay.get(day) ?? (await storedToday(db, day))
    if (count >= options.dailyCap) {
      overflowPerDay.set(day, (overflowPerDay.get(day) ?? 0) + 1)
      countPerDay.set(day, count)
      continue
    }
    countPerDay.set(day, count + 1)
    const { slug, ...row } = event
    rows.push({ ...row, day, post_id: slug ? (postIds.get(slug) ?? null) : null })
  }

  await db.transaction().execute(async (trx) => {
    for (const part of insertSlices(rows, INSERT_MAX_ROWS))
      await trx.executeQuery(eventInsert(db, part))
    for (const [day, count] of overflowPerDay)
      await trx
        .insertInto('analytics_overflow')
        .values({ day, events: count })
        .onConflict((oc) =>
          oc
            .column('day')
            .doUpdateSet((eb) => ({ events: eb('analytics_overflow.events', '+', count) })),
        )
        .execute()
  })
  for (const [day, count] of countPerDay) storedPerDay.set(day, count)
  // Events past the cap moved the states but were not stored: the memory would not match.
  if (onlyWriter && overflowPerDay.size === 0) rememberVisits(states, lastTsOf(kept))
  else if (onlyWriter) forgetVisits()
  const overflow = [...overflowPerDay.values()].reduce((sum, count) => sum + count, 0)
  return { written: rows.length, dropped, overflow }
}
