import 'server-only'
import { sql } from 'kysely'
import { requireRole } from '../auth/session'
import { getDatabase } from '../db'

/** Each visitor counted once, by the latest decision of their anonymous id. */
export interface ConsentTotals {
  visitors: number
  acceptAll: number
  essentialOnly: number
  custom: number
  /** Latest record is a reset from 'Gerenciar Cookies' with no new choice yet. */
  withdrawn: number
  analytics: number
  marketing: number
  /** Every record stored, resets and changes of mind included. */
  records: number
}

const count = (condition: ReturnType<typeof sql>) =>
  sql<number>`coalesce(sum(case when ${condition} then 1 else 0 end), 0)`

/** The dashboard's consent card: shown wherever the dashboard is (editors and admins). */
export async function getConsentTotals(): Promise<ConsentTotals> {
  await requireRole('editor')
  const { db } = getDatabase()
  const latest = db
    .selectFrom('consent_records')
    .select([
      'action',
      'analytics',
      'marketing',
      sql<number>`row_number() over (partition by anonymous_id order by created_at desc, id desc)`.as(
        'position',
      ),
    ])
    .as('latest')
  // Flags are boolean on PostgreSQL and 0/1 on SQLite: both read as a truth value in `case when`.
  const [row, records] = await Promise.all([
    db
      .selectFrom(latest)
      .where('position', '=', 1)
      .select([
        sql<number>`count(*)`.as('visitors'),
        count(sql`latest.action = 'accept_all'`).as('acceptAll'),
        count(sql`latest.action = 'essential_only'`).as('essentialOnly'),
        count(sql`latest.action = 'custom'`).as('custom'),
        count(sql`latest.action = 'reset'`).as('withdrawn'),
        // Not aliased `analytics`/`marketing`: the SQLite plugin would read a flag column's
        // name as a boolean and turn the count into true.
        count(sql`latest.action <> 'reset' and latest.analytics`).as('analyticsAllowed'),
        count(sql`latest.action <> 'reset' and latest.marketing`).as('marketingAllowed'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('consent_records')
      .select(sql<number>`count(*)`.as('records'))
      .executeTakeFirstOrThrow(),
  ])
  return {
    visitors: Number(row.visitors),
    acceptAll: Number(row.acceptAll),
    essentialOnly: Number(row.essentialOnly),
    custom: Number(row.custom),
    withdrawn: Number(row.withdrawn),
    analytics: Number(row.analyticsAllowed),
    marketing: Number(row.marketingAllowed),
    records: Number(records.records),
  }
}
