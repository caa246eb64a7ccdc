/*
 * Stores one free-planner plan under a fixed id in the benchmark's throwaway database, so the
 * bench can weigh and audit a plan page (public, like every page the budgets cover):
 * `tsx --conditions=react-server bench/seed-plan.ts`. Idempotent.
 */
import { findSegment } from '@/lib/planner/assumptions'
import { computePlan } from '@/lib/planner/compute'
import { getDatabase } from '@/server/db'
import { insertPlan } from '@/server/planner/store'
import { loadConfig, runScript } from '../scripts/lib/bootstrap'
import { BENCH_PLAN_ID } from './lib/plan-page'

await runScript(async () => {
  loadConfig()
  const { db } = getDatabase()
  try {
    const existing = await db
      .selectFrom('plans')
      .select('id')
      .where('id', '=', BENCH_PLAN_ID)
      .executeTakeFirst()
    if (existing) return
    const segment = findSegment('odontologia')
    if (!segment) throw new Error('segmento odontologia não encontrado')
    const plan = computePlan(
      {
        product: 'Implante dentário',
        segmentId: segment.id,
        ticket: 4500,
        budget: 8000,
        desiredLeads: 120,
        leadToSale: null,
      },
      segment.assumptions,
    )
    const id = await insertPlan(db, plan)
    await db.updateTable('plans').set({ id: BENCH_PLAN_ID }).where('id', '=', id).execute()
  } finally {
    await getDatabase().destroy()
  }
})
