import { z } from 'zod'
import { PLAN_ID_PATTERN } from '@/lib/planner/assumptions'
import {
  LEAD_FORM_MESSAGES,
  LEAD_LIMITS,
  LEAD_MESSAGES,
  LEAD_SOURCES,
  leadFieldError,
  normalizePhone,
  type BudgetRange,
  type LeadField,
} from './lead-fields'

export * from './lead-fields'

/** A visitor-filled field, checked by the same function the browser runs (lead-fields.ts). */
function checked(field: Exclude<LeadField, 'message'>) {
  return z
    .string({ error: LEAD_MESSAGES[field].required })
    .superRefine((value, ctx) => {
      const message = leadFieldError(field, value)
      if (message) ctx.addIssue({ code: 'custom', message })
    })
    .transform((value) => value.trim())
}

/** Hidden tracking values: trimmed and cut to size, empty becomes null; never an error. */
const tracking = z
  .string()
  .optional()
  .transform((value) => value?.trim().slice(0, LEAD_LIMITS.tracking) || null)

/** The demo-request form, as the server action accepts it. */
export const leadSchema = z.object({
  name: checked('name'),
  email: checked('email').transform((value) => value.toLowerCase()),
  // The check above guarantees a number normalizePhone accepts.
  phone: checked('phone').transform((value) => normalizePhone(value) ?? value),
  company: checked('company'),
  role: checked('role'),
  budget: checked('budget').transform((value) => value as BudgetRange),
  message: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      const message = leadFieldError('message', value ?? '')
      if (message) ctx.addIssue({ code: 'custom', message })
    })
    .transform((value) => value?.trim() || null),
  consent: checked('consent').transform(() => true as const),
  source: z.enum(LEAD_SOURCES, { error: LEAD_FORM_MESSAGES.source }),
  utm_source: tracking,
  utm_medium: tracking,
  utm_campaign: tracking,
  utm_term: tracking,
  utm_content: tracking,
  gclid: tracking,
  fbclid: tracking,
  // A tampered value is dropped, not refused: the lead matters more than the link.
  plan_id: z
    .string()
    .optional()
    .transform((value) => (value && PLAN_ID_PATTERN.test(value) ? value : null)),
})

export type LeadInput = z.output<typeof leadSchema>
