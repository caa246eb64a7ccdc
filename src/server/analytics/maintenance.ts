import 'server-only'
import type { Kysely } from 'kysely'
import { addDays, dayOf, dayStartMs } from '@/lib/analytics/day'
import { getDatabase } from '../db'
import type { Database } from '../db/types'
import { getEnv } from '../env'
import { rollUpClosedDays } from './rollup'
import { pruneSalts } from './salt'

export const MAINTENANCE_INTERVAL_MS = 10 * 60_000

/**
 * Deletes the raw events of the days before the last `retentionDays` (today excluded), but
 * only of days already rolled up: a day whose rollup has not run keeps its events until it
 * has, so no figure is ever lost. The rollups themselves are kept for good.
 */
export async function pruneRawEvents(
  db: Kysely<Database>,
  retentionDays: number,
  nowMs = Date.now(),
): Promise<number> {
  const firstKept = addDays(dayOf(nowMs), -retentionDays)
  const result = await db
    .deleteFrom('analytics_events')
    .where('ts', '<', dayStartMs(firstKept))
    .where('day', 'in', (eb) =>
      eb.selectFrom('analytics_rollup_days').select('day').where('day', '<', firstKept),
    )
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

export interface MaintenanceResult {
  rolled: string[]
  deletedEvents: number
  deletedSalts: number
}

/**
 * One pass: roll up the closed days, then drop expired raw events, then expired salts. Each
 * step runs even when an earlier one failed (the failure is logged and retried next pass).
 */
export async function runAnalyticsMaintenance(
  db: Kysely<Database>,
  options: { retentionDays: number; nowMs?: number },
): Promise<MaintenanceResult> {
  const nowMs = options.nowMs ?? Date.now()
  const result: MaintenanceResult = { rolled: [], deletedEvents: 0, deletedSalts: 0 }
  try {
    result.rolled = await rollUpClosedDays(db, nowMs)
  } catch (error) {
    console.error('Análises: falha ao consolidar os dias encerrados', error)
  }
  try {
    result.deletedEvents = await pruneRawEvents(db, options.retentionDays, nowMs)
  } catch (error) {
    console.error('Análises: falha ao apagar os eventos antigos', error)
  }
  try {
    result.deletedSalts = await pruneSalts(db, nowMs)
  } catch (error) {
    console.error('Análises: falha ao apagar os sais diários expirados', error)
  }
  return result
}

const MAINTENANCE_GLOBAL = Symbol.for('midiaplan.analyticsMaintenance')

interface Running {
  stop: () => void
}

/**
 * Starts the process's analytics maintenance once (later calls return the running one's
 * stop): a pass at boot, then every 10 minutes. Every instance runs it; the rollup's claim
 * makes each day computed once. A pass never overlaps the previous one.
 */
export function startAnalyticsMaintenance(intervalMs = MAINTENANCE_INTERVAL_MS): () => void {
  const holder = globalThis as Record<symbol, Running | undefined>
  const existing = holder[MAINTENANCE_GLOBAL]
  if (existing) return existing.stop
  let busy = false
  const run = () => {
    if (busy) return
    busy = true
    // A bad configuration (getEnv or getDatabase throws) is logged here and by the first request.
    Promise.resolve()
      .then(() =>
        runAnalyticsMaintenance(getDatabase().db, {
          retentionDays: getEnv().ANALYTICS_RETENTION_DAYS,
        }),
      )
      .catch((error: unknown) => {
        console.error('Análises: não foi possível executar a manutenção', error)
      })
      .finally(() => {
        busy = false
      })
  }
  const timer = setInterval(run, intervalMs)
  // The timer alone must not keep a process (a script, a test) alive.
  timer.unref()
  const running: Running = {
    stop: () => {
      clearInterval(timer)
      if (holder[MAINTENANCE_GLOBAL] === running) holder[MAINTENANCE_GLOBAL] = undefined
    },
  }
  holder[MAINTENANCE_GLOBAL] = running
  run()
  return running.stop
}
