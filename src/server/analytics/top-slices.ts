import 'server-only'
import { sql, type Kysely } from 'kysely'
import { addDays, dayStartMs } from '@/lib/analytics/day'
import type { Database } from '../db/types'
import { aggregateQuery, metricsOf, type AggregateRow } from './aggregate'
import type { RangePlan, Slice } from './slices'

/*
 * A top table in one query: the rollup rows of the rolled days and the raw aggregation of the
 * other days are added up in SQL, ranked and cut there, so a month of ten thousand posts
 * never travels to the server as ten thousand rows.
 */

function parts(db: Kysely<Database>, plan: RangePlan, slice: Slice & { viewsOnly?: boolean }) {
  const { dimension, filter, viewsOnly } = slice
  const raw = (fromMs: number, untilMs: number) =>
    db
      .selectFrom(aggregateQuery(db, { fromMs, untilMs, dimension, filter, viewsOnly }).as('p'))
      .select(['p.value', 'p.views', 'p.visitors', 'p.visits', 'p.reads', 'p.depth_sum'])
      .select(['p.complete_reads', 'p.active_seconds'])
  const fromRollups = !filter || filter.dimension === dimension
  if (!fromRollups)
    return [raw(dayStartMs(plan.range.from), dayStartMs(addDays(plan.range.until, 1)))]
  const out = plan.rawRuns.map((run) => raw(run.fromMs, run.untilMs))
  const first = plan.rolled[0]
  const last = plan.rolled.at(-1)
  if (first !== undefined && last !== undefined) {
    let daily = db
      .selectFrom('analytics_daily')
      .select(['value', 'views', 'visitors', 'visits', 'reads', 'depth_sum'])
      .select(['complete_reads', 'active_seconds'])
      .where('dimension', '=', dimension)
      .where('day', '>=', first)
      .where('day', '<=', last)
      .where('day', 'in', plan.rolled)
    if (filter) daily = daily.where('value', '=', filter.value)
    // The same shape as the raw parts, for the union.
    out.push(
      db
        .selectFrom(daily.as('p'))
        .select(['p.value', 'p.views', 'p.visitors', 'p.visits', 'p.reads', 'p.depth_sum'])
        .select(['p.complete_reads', 'p.active_seconds']),
    )
  }
  return out
}

/**
 * The `limit` most viewed values of the slice (ties on views by value), plus every value
 * tied with the last place, so the caller can break ties by its own label.
 */
export async function readTop(
  db: Kysely<Database>,
  plan: RangePlan,
  slice: Slice & { viewsOnly?: boolean },
  limit: number,
): Promise<AggregateRow[]> {
  const [head, ...rest] = parts(db, plan, slice)
  if (!head) return []
  const union = rest.reduce((all, part) => all.unionAll(part), head)
  const grouped = db
    .selectFrom(union.as('u'))
    .select([
      'u.value',
      sql<number>`sum(u.views)`.as('views'),
      sql<number>`sum(u.visitors)`.as('visitors'),
      sql<number>`sum(u.visits)`.as('visits'),
      sql<number>`sum(u.reads)`.as('reads'),
      sql<number>`sum(u.depth_sum)`.as('depth_sum'),
      sql<number>`sum(u.complete_reads)`.as('complete_reads'),
      sql<number>`sum(u.active_seconds)`.as('active_seconds'),
    ])
    .groupBy('u.value')
  const toRow = (row: Awaited<ReturnType<typeof grouped.execute>>[number]): AggregateRow => ({
    value: row.value,
    bucket: '',
    ...metricsOf(row),
  })
  const ranked = (
    await grouped
      .orderBy(sql`sum(u.views)`, 'desc')
      .orderBy('u.value')
      .limit(limit + 1)
      .execute()
  ).map(toRow)
  const cutoff = ranked[limit - 1]?.views
  if (cutoff === undefined || ranked[limit]?.views !== cutoff) return ranked.slice(0, limit)
  // The last place is shared: every value with that many views may take it.
  const tied = (await grouped.having(sql`sum(u.views)`, '=', cutoff).execute()).map(toRow)
  return [...ranked.filter((row) => row.views > cutoff), ...tied]
}
