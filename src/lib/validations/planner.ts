import { z } from 'zod'
import type { PlanInputs } from '@/lib/planner/compute'
import { parseBrazilianNumber, plannerFieldError, type PlannerField } from './planner-fields'

export * from './planner-fields'

/** A field checked by the same function the browser runs (planner-fields.ts). */
function checked(field: PlannerField) {
  return z
    .string()
    .optional()
    .transform((value) => value ?? '')
    .superRefine((value, ctx) => {
      const message = plannerFieldError(field, value)
      if (message) ctx.addIssue({ code: 'custom', message })
    })
    .transform((value) => value.trim())
}

const amount = (field: PlannerField) =>
  checked(field).transform((value) => parseBrazilianNumber(value) ?? 0)

/** The planner's answers as the server action accepts them: money in reais, rates 0-1. */
export const plannerSchema = z
  .object({
    product: checked('product'),
    segment: checked('segment'),
    ticket: amount('ticket'),
    budget: amount('budget'),
    leads: amount('leads'),
    leadToSale: checked('leadToSale').transform((value) =>
      value ? (parseBrazilianNumber(value) ?? 0) / 100 : null,
    ),
  })
  .transform((v): PlanInputs => ({
    product: v.product,
    segmentId: v.segment,
    ticket: v.ticket,
    budget: v.budget,
    desiredLeads: v.leads,
    leadToSale: v.leadToSale,
  }))
