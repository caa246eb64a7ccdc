'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import {
  LEAD_FORM_MESSAGES,
  LEAD_PLAN_FIELD,
  leadSchema,
  type LeadFormState,
  type LeadFormValues,
} from '@/lib/validations/lead'
import { attributeLead } from '../analytics/attribution'
import { getDatabase } from '../db'
import { getEnv } from '../env'
import { planExists } from '../planner/store'
import { hitRateLimit } from '../rate-limit'
import { clientIp } from '../request-ip'
import { deliverInBackground } from './retry-timer'
import {
  fieldErrorsOf,
  honeypotFilled,
  insertLead,
  LEAD_RATE_LIMIT,
  leadRateLimitKey,
  readLeadValues,
} from './store'
import { webhookTarget } from './webhook'

const THANK_YOU_PATH = '/obrigado'

function failed(message: string, values: LeadFormValues): LeadFormState {
  return { status: 'error', message, values }
}

/**
 * The public demo-request form (visitors are anonymous, so not adminAction). Works from
 * useActionState and as a plain HTML form post: errors come back with what was typed.
 * Order: honeypot, validation, per-IP limit, store (with the visit that brought the lead), then
 * redirect; the CRM webhook runs after the response, so it never delays the visitor.
 */
export async function submitLeadAction(
  _previous: LeadFormState,
  formData: FormData,
): Promise<LeadFormState> {
  // A bot gets the same thank-you page as a person, so it learns nothing; nothing is stored.
  if (honeypotFilled(formData)) redirect(THANK_YOU_PATH)

  const values = readLeadValues(formData)
  const parsed = leadSchema.safeParse({
    ...values,
    source: formData.get('source') ?? undefined,
    plan_id: formData.get(LEAD_PLAN_FIELD) ?? undefined,
  })
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error)
    const message =
      Object.keys(fieldErrors).length > 0
        ? LEAD_FORM_MESSAGES.invalid
        : (parsed.error.issues[0]?.message ?? LEAD_FORM_MESSAGES.invalid)
    return { status: 'error', message, fieldErrors, values }
  }

  const env = getEnv()
  const { db } = getDatabase()
  const requestHeaders = await headers()
  if (!env.RATE_LIMIT_DISABLED) {
    const ip = clientIp(requestHeaders, env.TRUSTED_PROXY_HOPS)
    const limited = await hitRateLimit(db, leadRateLimitKey(ip), LEAD_RATE_LIMIT)
    if (!limited.allowed) return failed(LEAD_FORM_MESSAGES.rateLimited, values)
  }

  const target = webhookTarget()
  let leadId: string
  try {
    // A plan id that is not stored (a made-up link) is left off rather than refusing the lead.
    const planId =
      parsed.data.plan_id && (await planExists(db, parsed.data.plan_id))
        ? parsed.data.plan_id
        : null
    // The visit that brought the lead, by the page views' visitor key; null leaves it out.
    const visit = await attributeLead(requestHeaders)
    leadId = await insertLead(db, parsed.data, { queueWebhook: target !== null, planId, visit })
  } catch (error) {
    console.error('Falha ao gravar o lead', error)
    return failed(LEAD_FORM_MESSAGES.unexpected, values)
  }
  // The retry timer for failed deliveries runs from the server start (src/instrumentation.ts).
  if (target) deliverInBackground(leadId, target)
  redirect(THANK_YOU_PATH)
}
