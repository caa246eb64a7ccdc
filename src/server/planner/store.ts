import 'server-only'
import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { PLAN_ID_PATTERN, type PlanAssumptions } from '@/lib/planner/assumptions'
import type { Plan, PlanInputs } from '@/lib/planner/compute'
import type { Database, NarrativeSource } from '../db/types'
import type { RateLimitRule } from '../rate-limit'

/** Per client address: a visitor tries a few scenarios, a script is stopped. */
export const PLAN_RATE_LIMIT: RateLimitRule = { limit: 30, windowMs: 60 * 60_000 }

export const planRateLimitKey = (ip: string) => `plan:ip:${ip}`

/** 16 random bytes: the link is the only key to a plan, so it must not be guessable. */
export function newPlanId(): string {
  return randomBytes(16).toString('base64url')
}

export interface StoredPlan {
  id: string
  inputs: PlanInputs
  assumptions: PlanAssumptions
  narrative: string | null
  narrativeSource: NarrativeSource | null
  createdAt: Date
}

export async function insertPlan(db: Kysely<Database>, plan: Plan): Promise<string> {
  const id = newPlanId()
  await db
    .insertInto('plans')
    .values({
      id,
      product: plan.inputs.product,
      segment: plan.inputs.segmentId,
      inputs: JSON.stringify(plan.inputs),
      assumptions: JSON.stringify(plan.assumptions),
      verdict: plan.viability.verdict,
      created_at: new Date(),
    })
    .execute()
  return id
}

/** Public by design: whoever holds the random id may read the plan. */
export async function findPlan(db: Kysely<Database>, id: string): Promise<StoredPlan | null> {
  if (!PLAN_ID_PATTERN.test(id)) return null
  const row = await db.selectFrom('plans').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) return null
  return {
    id: row.id,
    inputs: JSON.parse(row.inputs) as PlanInputs,
    assumptions: JSON.parse(row.assumptions) as PlanAssumptions,
    narrative: row.narrative,
    narrativeSource: row.narrative_source,
    createdAt: row.created_at,
  }
}

/**
 * Keeps the first narrative written: two visits racing on a new plan both write, the first
 * one wins and both show what is stored.
 */
export async function saveNarrative(
  db: Kysely<Database>,
  id: string,
  text: string,
  source: NarrativeSource,
): Promise<{ text: string; source: NarrativeSource }> {
  await db
    .updateTable('plans')
    .set({ narrative: text, narrative_source: source })
    .where('id', '=', id)
    .where('narrative', 'is', null)
    .execute()
  const row = await db
    .selectFrom('plans')
    .select(['narrative', 'narrative_source'])
    .where('id', '=', id)
    .executeTakeFirst()
  return { text: row?.narrative ?? text, source: row?.narrative_source ?? source }
}

/** The text already stored for a plan, if any. */
export async function storedNarrative(
  db: Kysely<Database>,
  id: string,
): Promise<{ text: string; source: NarrativeSource } | null> {
  const row = await db
    .selectFrom('plans')
    .select(['narrative', 'narrative_source'])
    .where('id', '=', id)
    .executeTakeFirst()
  return row?.narrative && row.narrative_source
    ? { text: row.narrative, source: row.narrative_source }
    : null
}

export async function planExists(db: Kysely<Database>, id: string): Promise<boolean> {
  if (!PLAN_ID_PATTERN.test(id)) return false
  const row = await db.selectFrom('plans').select('id').where('id', '=', id).executeTakeFirst()
  return row !== undefined
}
