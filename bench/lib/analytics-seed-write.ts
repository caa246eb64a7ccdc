import SQLite from 'better-sqlite3'
import pg from 'pg'
import { COLUMNS, dayRows, eventsPerDay, type EventRow, type SeedPost } from './analytics-seed-data'

/*
 * Writes the generated year into a database db-seed has migrated: on SQLite one prepared INSERT
 * in a transaction per 10 days; on PostgreSQL one INSERT ... SELECT FROM unnest(arrays) per
 * day. The two indexes of analytics_events are dropped first and built once at the end, which
 * is much faster than keeping them up to date row by row. Any earlier analytics rows go first.
 */

export type SeedTarget = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string }

/** What the seeded table holds: checked before a cached database is reused. */
export interface Fingerprint {
  events: number
  minTs: number
  maxTs: number
  visits: number
  depthSum: number
  activeSeconds: number
}

const ANALYTICS_TABLES = [
  'analytics_events',
  'analytics_daily',
  'analytics_hourly',
  'analytics_rollup_days',
  'analytics_overflow',
]
const INDEXES = [
  'create index analytics_events_ts_idx on analytics_events (ts)',
  'create index analytics_events_visitor_idx on analytics_events (visitor, ts)',
]
const DROP_INDEXES = [
  'drop index if exists analytics_events_ts_idx',
  'drop index if exists analytics_events_visitor_idx',
]
const FINGERPRINT_SQL = `select count(*) as events, min(ts) as min_ts, max(ts) as max_ts,
  sum(visit_start) as visits, sum(coalesce(depth, 0)) as depth_sum,
  sum(coalesce(active_seconds, 0)) as active_seconds from analytics_events`

type Progress = (done: number, total: number) => void

function fingerprintOf(row: Record<string, unknown>): Fingerprint {
  const n = (key: string) => Number(row[key] ?? 0)
  return {
    events: n('events'),
    minTs: n('min_ts'),
    maxTs: n('max_ts'),
    visits: n('visits'),
    depthSum: n('depth_sum'),
    activeSeconds: n('active_seconds'),
  }
}

async function seedSqlite(
  file: string,
  posts: readonly SeedPost[],
  nowMs: number,
  progress: Progress,
) {
  const db = new SQLite(file)
  try {
    db.pragma('journal_mode = WAL')
    // A fixture: a crash while seeding means seeding again, so no fsync per transaction.
    db.pragma('synchronous = OFF')
    db.pragma('cache_size = -262144')
    for (const table of ANALYTICS_TABLES) db.exec(`delete from ${table}`)
    for (const statement of DROP_INDEXES) db.exec(statement)
    const insert = db.prepare(
      `insert into analytics_events (${COLUMNS.join(', ')}) values (${COLUMNS.map(() => '?').join(', ')})`,
    )
    const writeDays = db.transaction((batch: EventRow[][]) => {
      for (const rows of batch) for (const row of rows) insert.run(row)
    })
    const plan = eventsPerDay(nowMs)
    let done = 0
    for (let i = 0; i < plan.length; i += 10) {
      const batch = plan
        .slice(i, i + 10)
        .map(({ day, events }, j) => dayRows(day, i + j, events, posts, nowMs))
      writeDays(batch)
      done += batch.reduce((sum, rows) => sum + rows.length, 0)
      progress(done, plan.length)
    }
    for (const statement of INDEXES) db.exec(statement)
    db.exec('analyze')
    db.pragma('wal_checkpoint(TRUNCATE)')
  } finally {
    db.close()
  }
}

const PG_TYPES: Record<(typeof COLUMNS)[number], string> = {
  ts: 'bigint',
  day: 'text',
  kind: 'text',
  visitor: 'text',
  visit_start: 'integer',
  path: 'text',
  post_id: 'text',
  referrer_host: 'text',
  source: 'text',
  utm_source: 'text',
  utm_medium: 'text',
  utm_campaign: 'text',
  utm_term: 'text',
  utm_content: 'text',
  device: 'text',
  browser: 'text',
  depth: 'integer',
  active_seconds: 'integer',
}

async function seedPostgres(
  url: string,
  posts: readonly SeedPost[],
  nowMs: number,
  progress: Progress,
) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(`truncate ${ANALYTICS_TABLES.join(', ')}`)
    for (const statement of DROP_INDEXES) await client.query(statement)
    const unnest = COLUMNS.map((column, i) => `$${i + 1}::${PG_TYPES[column]}[]`).join(', ')
    const insert = `insert into analytics_events (${COLUMNS.join(', ')}) select * from unnest(${unnest})`
    const plan = eventsPerDay(nowMs)
    let done = 0
    for (const [i, { day, events }] of plan.entries()) {
      const rows = dayRows(day, i, events, posts, nowMs)
      await client.query(
        insert,
        COLUMNS.map((_, c) => rows.map((row) => row[c])),
      )
      done += rows.length
      if (i % 10 === 9 || i === plan.length - 1) progress(done, plan.length)
    }
    await client.query("set maintenance_work_mem = '512MB'")
    for (const statement of INDEXES) await client.query(statement)
    await client.query('vacuum analyze analytics_events')
  } finally {
    await client.end()
  }
}

export async function seedEvents(
  target: SeedTarget,
  posts: readonly SeedPost[],
  nowMs: number,
  progress: Progress,
): Promise<void> {
  if (target.dialect === 'sqlite') await seedSqlite(target.file, posts, nowMs, progress)
  else await seedPostgres(target.url, posts, nowMs, progress)
}

export async function fingerprint(target: SeedTarget): Promise<Fingerprint> {
  if (target.dialect === 'sqlite') {
    const db = new SQLite(target.file, { readonly: true })
    try {
      return fingerprintOf(db.prepare(FINGERPRINT_SQL).get() as Record<string, unknown>)
    } finally {
      db.close()
    }
  }
  const client = new pg.Client({ connectionString: target.url })
  await client.connect()
  try {
    const result = await client.query<Record<string, unknown>>(FINGERPRINT_SQL)
    return fingerprintOf(result.rows[0] ?? {})
  } finally {
    await client.end()
  }
}
