import type { Kysely } from 'kysely'

/*
 * Análises: first-party, cookie-less analytics (src/server/analytics/).
 *
 * analytics_events holds the raw events for the retention window (90 days by default): no
 * client address and no cookie id, only `visitor`, a hash keyed by that day's random salt
 * (analytics_salts, deleted after 48 h), so a visitor cannot be followed from one day to the
 * next. Times are epoch milliseconds; `day` is the São Paulo calendar day the event fell on.
 *
 * analytics_daily and analytics_hourly are the rollups, kept for good: one row per closed day
 * and dimension value (total, page, post, source, campaign, device, browser) and one per hour.
 * A day is rolled up once, by whichever instance first inserts its analytics_rollup_days row.
 * analytics_overflow counts, per day, the events refused past the daily cap, so a flood of
 * random input grows one counter instead of the table.
 *
 * Leads get the visit that brought them: its landing page, source and UTMs, the posts read in
 * it before the form (JSON array of ids, in order) and the last of them.
 */
const LEAD_COLUMNS = [
  'visit_landing_path',
  'visit_source',
  'visit_referrer_host',
  'visit_utm_source',
  'visit_utm_medium',
  'visit_utm_campaign',
  'visit_utm_term',
  'visit_utm_content',
  'visit_post_ids',
  'lead_post_id',
] as const

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analytics_salts')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('salt', 'text', (c) => c.notNull())
    .addColumn('created_ms', 'bigint', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('analytics_events')
    .addColumn('ts', 'bigint', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('visitor', 'text', (c) => c.notNull())
    .addColumn('visit_start', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('post_id', 'text')
    .addColumn('referrer_host', 'text')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('utm_source', 'text')
    .addColumn('utm_medium', 'text')
    .addColumn('utm_campaign', 'text')
    .addColumn('utm_term', 'text')
    .addColumn('utm_content', 'text')
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('browser', 'text', (c) => c.notNull())
    .addColumn('depth', 'integer')
    .addColumn('active_seconds', 'integer')
    .execute()
  await db.schema
    .createIndex('analytics_events_ts_idx')
    .on('analytics_events')
    .column('ts')
    .execute()
  await db.schema
    .createIndex('analytics_events_visitor_idx')
    .on('analytics_events')
    .columns(['visitor', 'ts'])
    .execute()

  await db.schema
    .createTable('analytics_daily')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('dimension', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addColumn('visitors', 'integer', (c) => c.notNull())
    .addColumn('visits', 'integer', (c) => c.notNull())
    .addColumn('reads', 'integer', (c) => c.notNull())
    .addColumn('depth_sum', 'integer', (c) => c.notNull())
    .addColumn('complete_reads', 'integer', (c) => c.notNull())
    .addColumn('active_seconds', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_daily_pk', ['day', 'dimension', 'value'])
    .execute()
  await db.schema
    .createIndex('analytics_daily_dimension_idx')
    .on('analytics_daily')
    .columns(['dimension', 'day'])
    .execute()

  await db.schema
    .createTable('analytics_hourly')
    .addColumn('hour_ms', 'bigint', (c) => c.primaryKey())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addColumn('visitors', 'integer', (c) => c.notNull())
    .addColumn('visits', 'integer', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('analytics_rollup_days')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('rolled_ms', 'bigint', (c) => c.notNull())
    .addColumn('events', 'integer', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('analytics_overflow')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('events', 'integer', (c) => c.notNull())
    .execute()

  for (const column of LEAD_COLUMNS)
    await db.schema.alterTable('leads').addColumn(column, 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [...LEAD_COLUMNS].reverse())
    await db.schema.alterTable('leads').dropColumn(column).execute()
  for (const table of [
    'analytics_overflow',
    'analytics_rollup_days',
    'analytics_hourly',
    'analytics_daily',
    'analytics_events',
    'analytics_salts',
  ])
    await db.schema.dropTable(table).execute()
}
