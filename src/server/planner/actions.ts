'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { findSegment, planPath } from '@/lib/planner/assumptions'
import { computePlan } from '@/lib/planner/compute'
import {
  firstStepWithError,
  PLANNER_FIELDS,
  PLANNER_FORM_MESSAGES,
  PLANNER_HONEYPOT_FIELD,
  PLANNER_STEPS,
  plannerErrors,
  plannerSchema,
  type PlannerFormState,
  type PlannerValues,
} from '@/lib/validations/planner'
import { getDatabase } from '../db'
import { getEnv } from '../env'
import { hitRateLimit } from '../rate-limit'
import { clientIp } from '../request-ip'
import { insertPlan, PLAN_RATE_LIMIT, planRateLimitKey } from './store'

function readValues(formData: FormData): PlannerValues {
  const values: PlannerValues = {}
  for (const name of PLANNER_FIELDS) {
    const value = formData.get(name)
    if (typeof value === 'string') values[name] = value.slice(0, 200)
  }
  return values
}

function currentStep(formData: FormData): number {
  const step = Number(formData.get('step'))
  return Number.isInteger(step) ? Math.min(Math.max(step, 0), PLANNER_STEPS.length - 1) : 0
}

/**
 * The free planner (public: visitors are anonymous, so not adminAction). With JavaScript the
 * browser moves between steps itself and posts only the last one; without it each "Continuar"
 * and "Voltar" posts here and the answers travel in the form. Order for the final post:
 * honeypot, validation, per-IP limit, compute, store, redirect to the plan's own page.
 */
export async function createPlanAction(
  _previous: PlannerFormState,
  formData: FormData,
): Promise<PlannerFormState> {
  const values = readValues(formData)
  const step = currentStep(formData)
  const intent = formData.get('intent')

  if (intent === 'back') return { status: 'step', step: Math.max(0, step - 1), values }
  if (intent === 'next') {
    const fieldErrors = plannerErrors(values, PLANNER_STEPS.slice(0, step + 1).flat())
    const errorStep = firstStepWithError(fieldErrors)
    if (errorStep >= 0) {
      return {
        status: 'error',
        step: errorStep,
        message: PLANNER_FORM_MESSAGES.invalid,
        fieldErrors,
        values,
      }
    }
    return { status: 'step', step: Math.min(step + 1, PLANNER_STEPS.length - 1), values }
  }

  const filled = formData.get(PLANNER_HONEYPOT_FIELD)
  // A bot gets an ordinary-looking answer and nothing is stored.
  if (typeof filled === 'string' && filled.trim() !== '') return { status: 'idle', step: 0 }

  const parsed = plannerSchema.safeParse(values)
  if (!parsed.success) {
    const fieldErrors = plannerErrors(values)
    const errorStep = Math.max(0, firstStepWithError(fieldErrors))
    return {
      status: 'error',
      step: errorStep,
      message: PLANNER_FORM_MESSAGES.invalid,
      fieldErrors,
      values,
    }
  }
  const segment = findSegment(parsed.data.segmentId)
  if (!segment) return { status: 'error', step: 0, message: PLANNER_FORM_MESSAGES.invalid, values }

  const env = getEnv()
  const { db } = getDatabase()
  if (!env.RATE_LIMIT_DISABLED) {
    const ip = clientIp(await headers(), env.TRUSTED_PROXY_HOPS)
    const limited = await hitRateLimit(db, planRateLimitKey(ip), PLAN_RATE_LIMIT)
    if (!limited.allowed) {
      return { status: 'error', step, message: PLANNER_FORM_MESSAGES.rateLimited, values }
    }
  }

  let id: string
  try {
    id = await insertPlan(db, computePlan(parsed.data, segment.assumptions))
  } catch (error) {
    console.error('Falha ao gravar o plano', error)
    return { status: 'error', step, message: PLANNER_FORM_MESSAGES.unexpected, values }
  }
  redirect(planPath(id))
}
