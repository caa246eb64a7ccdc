import 'server-only'
import { createHash, createHmac, randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { ConsentRecordInput } from '@/lib/validations/consent'
import type { Database } from '../db/types'
import type { RateLimitRule } from '../rate-limit'

/**
 * Per IP. A visitor decides once or twice; an office behind one NAT address may decide many
 * times an hour. A script flooding the dashboard's totals meets the limit.
 */
export const CONSENT_RATE_LIMIT: RateLimitRule = { limit: 60, windowMs: 10 * 60_000 }

/** Keyed by an HMAC of the IP: the rate-limit table never holds a visitor's address in clear. */
export function consentRateLimitKey(ip: string, secret: string): string {
  return `consent:ip:${createHmac('sha256', secret).update(ip).digest('hex').slice(0, 32)}`
}

/** SHA-256 of the User-Agent: enough to tell browsers apart in an audit, not the text itself. */
export function hashUserAgent(userAgent: string | null): string | null {
  return userAgent ? createHash('sha256').update(userAgent).digest('hex') : null
}

/** Stores one decision as LGPD proof of consent; the time is the server's, not the browser's. */
export async function storeConsentRecord(
  db: Kysely<Database>,
  input: ConsentRecordInput,
  userAgent: string | null,
  now = new Date(),
): Promise<string> {
  const id = randomUUID()
  await db
    .insertInto('consent_records')
    .values({
      id,
      anonymous_id: input.anonymousId,
      essential: true,
      analytics: input.preferences.analytics,
      marketing: input.preferences.marketing,
      policy_version: input.policyVersion,
      action: input.action,
      user_agent_hash: hashUserAgent(userAgent),
      created_at: now,
    })
    .execute()
  return id
}
