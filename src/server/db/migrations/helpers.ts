import {
  PostgresAdapter,
  sql,
  type ColumnDataType,
  type Expression,
  type Kysely,
  type RawBuilder,
} from 'kysely'

export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter
}

/**
 * A timestamp column: timestamptz on PostgreSQL; on SQLite a `date` column (the type Better
 * Auth checks for) holding ISO-8601 text, which its NUMERIC affinity leaves as text.
 */
export function timestampType(db: Kysely<unknown>): ColumnDataType | Expression<unknown> {
  return isPostgres(db) ? sql`timestamptz` : 'date'
}

/** "Now" as a column default, in the same ISO-8601 form the app writes on SQLite. */
export function nowDefault(db: Kysely<unknown>): RawBuilder<unknown> {
  return isPostgres(db) ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`
}
