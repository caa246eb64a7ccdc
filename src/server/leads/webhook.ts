import 'server-only'
import type { Kysely } from 'kysely'
import type { Database } from '../db/types'
import { getEnv } from '../env'
import { withVisitPosts } from './lead-posts'
import { postLead, type DeliveryOptions, type WebhookTarget } from './webhook-post'

export type { DeliveryOptions, WebhookTarget } from './webhook-post'

/** Right after a submission: 3 tries within ~10 s, in the background (never before the redirect). */
export const FIRST_RUN: DeliveryOptions = { timeoutMs: 5_000, backoffMs: [1_000, 3_000] }
/** The retry sweep: one try per lead; the schedule below is its backoff. */
export const SWEEP_RUN: DeliveryOptions = { timeoutMs: 5_000, backoffMs: [] }

/** Wait after the n-th failed run; the last one repeats, so a lead is never given up on. */
export const RETRY_DELAYS_MS = [
  60_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  6 * 3_600_000,
  24 * 3_600_000,
] as const

/** How long a run owns a lead; if the process dies mid-run, the sweep takes it after this. */
export const CLAIM_MS = 2 * 60_000

const ERROR_MAX = 500
const RETRYABLE = ['pending', 'failed'] as const

export function webhookTarget(): WebhookTarget | null {
  const env = getEnv()
  return env.LEAD_WEBHOOK_URL
    ? { url: env.LEAD_WEBHOOK_URL, secret: env.LEAD_WEBHOOK_SECRET }
    : null
}

/**
 * One delivery run for a lead this process owns (just inserted, or claimed by the sweep),
 * recorded on the row either way: delivered, or failed with the error and the next try.
 */
export async function deliverLead(
  db: Kysely<Database>,
  leadId: string,
  target: WebhookTarget,
  options: DeliveryOptions,
): Promise<'delivered' | 'failed' | 'missing'> {
  const lead = await db.selectFrom('leads').selectAll().where('id', '=', leadId).executeTakeFirst()
  if (!lead) return 'missing'
  const [withPosts = lead] = await withVisitPosts(db, [lead])
  const failure = await postLead(target, withPosts, options)
  const now = Date.now()
  if (!failure) {
    await db
      .updateTable('leads')
      .set((eb) => ({
        webhook_status: 'delivered',
        webhook_attempts: eb('webhook_attempts', '+', 1),
        webhook_delivered_at: new Date(now),
        webhook_next_attempt_at: null,
        webhook_last_error: null,
      }))
      .where('id', '=', leadId)
      .execute()
    return 'delivered'
  }
  const delay =
    RETRY_DELAYS_MS[Math.min(lead.webhook_attempts, RETRY_DELAYS_MS.length - 1)] ?? CLAIM_MS
  await db
    .updateTable('leads')
    .set((eb) => ({
      webhook_status: 'failed',
      webhook_attempts: eb('webhook_attempts', '+', 1),
      webhook_next_attempt_at: new Date(now + delay),
      webhook_last_error: failure.slice(0, ERROR_MAX),
    }))
    .where('id', '=', leadId)
    .execute()
  return 'failed'
}

/**
 * Takes the next lead whose delivery is due, atomically: of two sweeps (two processes, or a
 * timer and the CLI) only one wins the update, so a lead is never sent twice at once.
 */
async function claimNextDue(db: Kysely<Database>, dueBy: Date): Promise<string | null> {
  for (;;) {
    const next = await db
      .selectFrom('leads')
      .select('id')
      .where('webhook_status', 'in', RETRYABLE)
      .where('webhook_next_attempt_at', '<=', dueBy)
      .orderBy('webhook_next_attempt_at')
      .orderBy('id')
      .executeTakeFirst()
    if (!next) return null
    const claimed = await db
      .updateTable('leads')
      .set({ webhook_next_attempt_at: new Date(Date.now() + CLAIM_MS) })
      .where('id', '=', next.id)
      .where('webhook_status', 'in', RETRYABLE)
      .where('webhook_next_attempt_at', '<=', dueBy)
      .executeTakeFirst()
    if (Number(claimed.numUpdatedRows) === 1) return next.id
  }
}

export interface SweepResult {
  delivered: number
  failed: number
}

/**
 * Retries due deliveries one lead at a time, and stops at the first failure: the receiver is
 * probably down, and every waiting lead keeps its own schedule. `dueBy` in the future (the CLI's
 * --agora) also takes leads whose next try has not come yet.
 */
export async function retryDueLeads(
  db: Kysely<Database>,
  target: WebhookTarget,
  options: { limit?: number; dueBy?: Date; run?: DeliveryOptions } = {},
): Promise<SweepResult> {
  const result: SweepResult = { delivered: 0, failed: 0 }
  const limit = options.limit ?? 20
  while (result.delivered + result.failed < limit) {
    const id = await claimNextDue(db, options.dueBy ?? new Date())
    if (!id) break
    const outcome = await deliverLead(db, id, target, options.run ?? SWEEP_RUN)
    if (outcome === 'delivered') result.delivered++
    if (outcome === 'failed') {
      result.failed++
      break
    }
  }
  return result
}
