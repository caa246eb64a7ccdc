import 'server-only'
import type { Kysely } from 'kysely'
import { ANALYTICS_DISABLED_KEY } from '../analytics/settings'
import type { Database } from '../db/types'

export const REQUIRE_TWO_FACTOR_KEY = 'security:require_two_factor'
/** Off (absent) by default: lead data is for admins unless an admin extends it to editors. */
export const LEADS_EDITOR_ACCESS_KEY = 'leads:editors_can_read'

async function readFlag(db: Kysely<Database>, key: string): Promise<boolean> {
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst()
  return row?.value === 'true'
}

/** Whether admins require every admin and editor to sign in with a second factor. */
export async function isTwoFactorRequired(db: Kysely<Database>): Promise<boolean> {
  return readFlag(db, REQUIRE_TWO_FACTOR_KEY)
}

/** Whether editors, not only admins, may read and export leads and the plans' lead data. */
export async function editorsCanReadLeads(db: Kysely<Database>): Promise<boolean> {
  return readFlag(db, LEADS_EDITOR_ACCESS_KEY)
}

/**
 * Whether the site's own analytics collect, read fresh for the settings screen (the endpoint
 * reads it through isCollectionEnabled's short cache). On unless an admin turned it off.
 */
export async function isAnalyticsCollectionOn(db: Kysely<Database>): Promise<boolean> {
  return !(await readFlag(db, ANALYTICS_DISABLED_KEY))
}

export async function writeSetting(
  db: Kysely<Database>,
  key: string,
  value: string,
): Promise<void> {
  await db
    .insertInto('app_settings')
    .values({ key, value, updated_at: new Date() })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: new Date() }))
    .execute()
}
