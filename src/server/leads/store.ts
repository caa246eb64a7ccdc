import 'server-only'
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import {
  LEAD_FIELDS,
  LEAD_HONEYPOT_FIELD,
  LEAD_TRACKING_FIELDS,
  type LeadField,
  type LeadFieldErrors,
  type LeadFormValues,
  type LeadInput,
} from '@/lib/validations/lead'
import { normalizeSearchText } from '@/lib/text'
import type { LeadVisit } from '../analytics/attribution'
import type { Database } from '../db/types'
import type { RateLimitRule } from '../rate-limit'
import { CLAIM_MS } from './webhook'

/** Per client address: a person sends one or two, a script is stopped at once. */
export const LEAD_RATE_LIMIT: RateLimitRule = { limit: 5, windowMs: 60 * 60_000 }

export const leadRateLimitKey = (ip: string) => `lead:ip:${ip}`

/** The form's own fields as sent (strings only); Next's $ACTION_* fields and files are ignored. */
export function readLeadValues(formData: FormData): LeadFormValues {
  const values: LeadFormValues = {}
  for (const name of [...LEAD_FIELDS, ...LEAD_TRACKING_FIELDS]) {
    const value = formData.get(name)
    if (typeof value === 'string') values[name] = value
  }
  return values
}

export function honeypotFilled(formData: FormData): boolean {
  const value = formData.get(LEAD_HONEYPOT_FIELD)
  return typeof value === 'string' ? value.trim() !== '' : value !== null
}

/** The first message of each visible field; anything else (a tampered hidden field) is left out. */
export function fieldErrorsOf(error: z.ZodError): LeadFieldErrors {
  const errors: LeadFieldErrors = {}
  for (const issue of error.issues) {
    const field = issue.path[0]
    if (LEAD_FIELDS.includes(field as LeadField) && !errors[field as LeadField]) {
      errors[field as LeadField] = issue.message
    }
  }
  return errors
}

/**
 * Stores a lead in one INSERT (all or nothing), with the visit that brought it when one was
 * found. With a webhook it starts as pending, claimed for CLAIM_MS by the run about to send
 * it; should that run never happen, the sweep takes it.
 */
export async function insertLead(
  db: Kysely<Database>,
  input: LeadInput,
  options: {
    queueWebhook: boolean
    now?: Date
    planId?: string | null
    visit?: LeadVisit | null
  },
): Promise<string> {
  const id = randomUUID()
  const now = options.now ?? new Date()
  await db
    .insertInto('leads')
    .values({
      id,
      name: input.name,
      email: input.email,
      phone: input.phone,
      company: input.company,
      job_title: input.role,
      budget_range: input.budget,
      message: input.message,
      consent_lgpd: input.consent,
      utm_source: input.utm_source,
      utm_medium: input.utm_medium,
      utm_campaign: input.utm_campaign,
      utm_term: input.utm_term,
      utm_content: input.utm_content,
      gclid: input.gclid,
      fbclid: input.fbclid,
      source: input.source,
      landing_path: `/${input.source}`,
      plan_id: options.planId ?? null,
      ...options.visit,
      search_text: normalizeSearchText(`${input.name} ${input.email} ${input.company}`),
      webhook_status: options.queueWebhook ? 'pending' : 'none',
      webhook_next_attempt_at: options.queueWebhook ? new Date(now.getTime() + CLAIM_MS) : null,
      created_at: now,
    })
    .execute()
  return id
}
