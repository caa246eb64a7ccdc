import 'server-only'
import { after } from 'next/server'
import { getDatabase } from '../db'
import {
  deliverLead,
  FIRST_RUN,
  retryDueLeads,
  webhookTarget,
  type SweepResult,
  type WebhookTarget,
} from './webhook'

export const SWEEP_INTERVAL_MS = 60_000

const state = globalThis as typeof globalThis & {
  __leadSweepTimer?: ReturnType<typeof setInterval>
  __leadSweepRunning?: Promise<SweepResult>
}

/** One sweep at a time per process; a call while one runs joins it. */
export function sweepOnce(target: WebhookTarget): Promise<SweepResult> {
  state.__leadSweepRunning ??= retryDueLeads(getDatabase().db, target)
    .catch((error: unknown) => {
      console.error('Falha ao reenviar leads ao webhook', error)
      return { delivered: 0, failed: 0 }
    })
    .finally(() => {
      state.__leadSweepRunning = undefined
    })
  return state.__leadSweepRunning
}

/**
 * Retries failed deliveries every minute in this server process, only with a webhook
 * configured. Started once, at boot, by src/instrumentation.ts (idempotent all the same);
 * `scripts/leads-retry.ts` covers a server that is not running.
 */
export function ensureSweepTimer(): void {
  const target = webhookTarget()
  if (!target || state.__leadSweepTimer) return
  state.__leadSweepTimer = setInterval(() => void sweepOnce(target), SWEEP_INTERVAL_MS)
  // Never the reason a process stays alive (builds, scripts, tests).
  state.__leadSweepTimer.unref()
  console.info(
    `Leads: entregas ao webhook que falharem são reenviadas a cada ${SWEEP_INTERVAL_MS / 1000} s.`,
  )
}

/**
 * After the visitor has been redirected: send the new lead, then whatever else is due.
 * Outside a request (scripts, tests) `after` is unavailable and the task simply runs.
 */
export function deliverInBackground(leadId: string, target: WebhookTarget): void {
  const task = async () => {
    try {
      await deliverLead(getDatabase().db, leadId, target, FIRST_RUN)
    } catch (error) {
      // The row stays pending with an expiring claim: the sweep sends it later.
      console.error('Falha ao enviar o lead ao webhook', error)
    }
    await sweepOnce(target)
  }
  try {
    after(task)
  } catch {
    void task()
  }
}
