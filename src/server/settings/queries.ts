import 'server-only'
import type { Kysely } from 'kysely'
import type { Database } from '../db/types'

export const REQUIRE_TWO_FACTOR_KEY = 'security:require_two_factor'

/** Whether admins require every admin and editor to sign in with a second factor. */
export async function isTwoFactorRequired(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', REQUIRE_TWO_FACTOR_KEY)
    .executeTakeFirst()
  return row?.value === 'true'
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
