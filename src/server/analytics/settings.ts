import 'server-only'
import type { Kysely } from 'kysely'
import type { Database } from '../db/types'

/** Present and 'true': an admin turned collection off in Configurações. */
export const ANALYTICS_DISABLED_KEY = 'analytics:collection_disabled'

/** The endpoint asks on every event, so the answer is kept this long (per process). */
const SETTING_TTL_MS = 5_000

let cached: { enabled: boolean; until: number } | null = null

export async function isCollectionEnabled(
  db: Kysely<Database>,
  nowMs = Date.now(),
): Promise<boolean> {
  if (cached && cached.until > nowMs) return cached.enabled
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', ANALYTICS_DISABLED_KEY)
    .executeTakeFirst()
  cached = { enabled: row?.value !== 'true', until: nowMs + SETTING_TTL_MS }
  return cached.enabled
}

/** The cached answer while it is fresh, else null (isCollectionEnabled asks the database). */
export function knownCollectionSetting(nowMs = Date.now()): boolean | null {
  return cached && cached.until > nowMs ? cached.enabled : null
}

/** After this process changed the setting: take effect here at once. */
export function forgetCollectionSetting(): void {
  cached = null
}
