import 'server-only'
import { CompiledQuery, type Insertable, type Kysely } from 'kysely'
import { EVENT_COLUMNS } from '@/lib/analytics/event-columns'
import type { AnalyticsEventTable, Database } from '../db/types'

/** A row as the writer stores it: every column given. */
export type EventRow = Required<Insertable<AnalyticsEventTable>>

const COLUMNS = EVENT_COLUMNS satisfies readonly (keyof AnalyticsEventTable)[]

// A column added to the table and not listed here fails the typecheck, not an insert.
type Unlisted = Exclude<keyof AnalyticsEventTable, (typeof COLUMNS)[number]>
const everyColumnListed: [Unlisted] extends [never] ? true : Unlisted = true
void everyColumnListed

/** The SQL of an INSERT of n rows, per database (its dialect), compiled by Kysely once. */
const templates = new WeakMap<Kysely<Database>, Map<number, string>>()

/** The same row with its keys in COLUMNS order (Kysely lays out an INSERT's columns by key order). */
function inColumnOrder(row: EventRow): EventRow {
  const ordered: Partial<Record<keyof EventRow, unknown>> = {}
  for (const column of COLUMNS) ordered[column] = row[column]
  return ordered as EventRow
}

/**
 * The multi-row INSERT of `rows`, its SQL compiled once per row count: building the query
 * tree of 64 rows × 18 values and compiling it again for every slice cost the writer about as
 * much as SQLite's insert itself. The parameters are the rows' values in column order; the
 * first compile checks that Kysely laid them out the same way, and refuses to go on if not.
 */
export function eventInsert(db: Kysely<Database>, rows: readonly EventRow[]): CompiledQuery {
  const parameters: unknown[] = []
  for (const row of rows) for (const column of COLUMNS) parameters.push(row[column])
  let byCount = templates.get(db)
  if (!byCount) templates.set(db, (byCount = new Map()))
  let sql = byCount.get(rows.length)
  if (sql === undefined) {
    const compiled = db.insertInto('analytics_events').values(rows.map(inColumnOrder)).compile()
    const same =
      compiled.parameters.length === parameters.length &&
      compiled.parameters.every((value, index) => value === parameters[index])
    if (!same)
      throw new Error('Análises: o INSERT compilado não segue a ordem das colunas esperada.')
    sql = compiled.sql
    byCount.set(rows.length, sql)
  }
  return CompiledQuery.raw(sql, parameters)
}
