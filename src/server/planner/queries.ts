import 'server-only'
import { findSegment } from '@/lib/planner/assumptions'
import type { PlanInputs } from '@/lib/planner/compute'
import { getDatabase } from '../db'
import { requireLeadAccess } from '../leads/access'

export const PLANS_PAGE_SIZE = 25

export interface AdminPlan {
  id: string
  createdAt: Date
  inputs: PlanInputs
  segmentLabel: string
  audience: string
  verdict: string
  narrativeSource: string | null
  leads: { id: string; name: string; email: string; company: string }[]
}

export interface PlansPage {
  plans: AdminPlan[]
  total: number
  page: number
  totalPages: number
}

/**
 * Staff list: newest first (ties by id), each with the leads that asked about it. Lead data
 * (names, emails, companies) beside a company's budget and product: the leads' access rule.
 */
export async function listPlans(options: { page?: number } = {}): Promise<PlansPage> {
  await requireLeadAccess()
  const { db } = getDatabase()
  const counted = await db
    .selectFrom('plans')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .execute()
  const total = Number(counted[0]?.n ?? 0)
  const totalPages = Math.max(1, Math.ceil(total / PLANS_PAGE_SIZE))
  const page = Math.min(Math.max(1, Math.floor(options.page ?? 1)), totalPages)
  if (total === 0) return { plans: [], total, page, totalPages }
  const rows = await db
    .selectFrom('plans')
    .select(['id', 'inputs', 'segment', 'verdict', 'narrative_source', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(PLANS_PAGE_SIZE)
    .offset((page - 1) * PLANS_PAGE_SIZE)
    .execute()
  const leads = await db
    .selectFrom('leads')
    .select(['id', 'name', 'email', 'company', 'plan_id'])
    .where(
      'plan_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('created_at')
    .execute()
  const plans = rows.map((row): AdminPlan => {
    const segment = findSegment(row.segment)
    return {
      id: row.id,
      createdAt: row.created_at,
      inputs: JSON.parse(row.inputs) as PlanInputs,
      segmentLabel: segment?.label ?? row.segment,
      audience: segment?.audience ?? '',
      verdict: row.verdict,
      narrativeSource: row.narrative_source,
      leads: leads
        .filter((lead) => lead.plan_id === row.id)
        .map(({ id, name, email, company }) => ({ id, name, email, company })),
    }
  })
  return { plans, total, page, totalPages }
}
