/*
 * The planner form's rules as plain functions (no zod, so the browser bundle stays small);
 * planner.ts runs the very same functions inside the zod schema on the server.
 */
import { SEGMENT_IDS } from '@/lib/planner/assumptions'

export const PLANNER_FIELDS = [
  'product',
  'segment',
  'ticket',
  'budget',
  'leads',
  'leadToSale',
] as const
export type PlannerField = (typeof PLANNER_FIELDS)[number]
export type PlannerValues = Partial<Record<PlannerField, string>>
export type PlannerFieldErrors = Partial<Record<PlannerField, string>>

/** Which step asks each field; the form has three steps and the plan is the fourth screen. */
export const PLANNER_STEPS: readonly (readonly PlannerField[])[] = [
  ['product', 'segment'],
  ['ticket', 'budget'],
  ['leads', 'leadToSale'],
]

export const PLANNER_HONEYPOT_FIELD = 'website'

export const PLANNER_LIMITS = {
  product: { min: 2, max: 120 },
  ticket: { min: 1, max: 10_000_000 },
  budget: { min: 100, max: 10_000_000 },
  leads: { min: 1, max: 100_000 },
  leadToSale: { min: 0.1, max: 100 },
} as const

export const PLANNER_MESSAGES = {
  product: {
    required: 'Conte o que você vende, como "implante dentário" ou "software de gestão".',
    tooShort: 'Descreva o produto ou serviço com pelo menos 2 letras.',
    tooLong: 'Use no máximo 120 caracteres.',
  },
  segment: { required: 'Selecione o segmento do seu negócio.' },
  ticket: {
    required: 'Informe o ticket médio em reais, como 1.500.',
    range: 'Informe um ticket médio entre R$ 1 e R$ 10.000.000.',
  },
  budget: {
    required: 'Informe a verba mensal de mídia em reais, como 5.000.',
    range: 'Informe uma verba entre R$ 100 e R$ 10.000.000 por mês.',
  },
  leads: {
    required: 'Informe quantos leads você quer por mês.',
    range: 'Informe um número inteiro de leads entre 1 e 100.000.',
  },
  leadToSale: { range: 'Informe uma taxa entre 0,1% e 100%, ou deixe em branco.' },
} as const

export const PLANNER_FORM_MESSAGES = {
  invalid: 'Verifique os campos destacados.',
  rateLimited: 'Você criou muitos planos em pouco tempo. Aguarde alguns minutos e tente novamente.',
  unexpected: 'Não foi possível gerar o plano agora. Tente novamente em instantes.',
} as const

/** "1.500,50", "1500.50", "R$ 1.500" -> 1500.5; null when it is not a number. */
export function parseBrazilianNumber(raw: string): number | null {
  let text = raw.replace(/R\$|%|\s/g, '')
  if (!/^\d[\d.,]*$/.test(text)) return null
  const comma = text.lastIndexOf(',')
  if (comma >= 0) {
    text = `${text.slice(0, comma).replace(/[.,]/g, '')}.${text.slice(comma + 1)}`
  } else if (/^\d{1,3}(\.\d{3})+$/.test(text)) {
    text = text.replace(/\./g, '') // "5.000" is five thousand, as a Brazilian types it
  }
  const value = Number(text)
  return Number.isFinite(value) ? value : null
}

function inRange(value: number | null, limits: { min: number; max: number }): boolean {
  return value !== null && value >= limits.min && value <= limits.max
}

/** The message for one field, or undefined when it is fine. */
export function plannerFieldError(field: PlannerField, raw: string): string | undefined {
  const value = raw.trim()
  switch (field) {
    case 'product':
      if (!value) return PLANNER_MESSAGES.product.required
      if (value.length < PLANNER_LIMITS.product.min) return PLANNER_MESSAGES.product.tooShort
      if (value.length > PLANNER_LIMITS.product.max) return PLANNER_MESSAGES.product.tooLong
      return undefined
    case 'segment':
      return SEGMENT_IDS.includes(value) ? undefined : PLANNER_MESSAGES.segment.required
    case 'ticket':
    case 'budget':
      if (!value) return PLANNER_MESSAGES[field].required
      return inRange(parseBrazilianNumber(value), PLANNER_LIMITS[field])
        ? undefined
        : PLANNER_MESSAGES[field].range
    case 'leads': {
      if (!value) return PLANNER_MESSAGES.leads.required
      const leads = parseBrazilianNumber(value)
      return leads !== null && Number.isInteger(leads) && inRange(leads, PLANNER_LIMITS.leads)
        ? undefined
        : PLANNER_MESSAGES.leads.range
    }
    case 'leadToSale':
      if (!value) return undefined
      return inRange(parseBrazilianNumber(value), PLANNER_LIMITS.leadToSale)
        ? undefined
        : PLANNER_MESSAGES.leadToSale.range
  }
}

export function plannerErrors(
  values: PlannerValues,
  fields: readonly PlannerField[] = PLANNER_FIELDS,
): PlannerFieldErrors {
  const errors: PlannerFieldErrors = {}
  for (const field of fields) {
    const message = plannerFieldError(field, values[field] ?? '')
    if (message) errors[field] = message
  }
  return errors
}

/** The step (0-based) of the first field with an error, or -1. */
export function firstStepWithError(errors: PlannerFieldErrors): number {
  return PLANNER_STEPS.findIndex((fields) => fields.some((field) => errors[field]))
}

export interface PlannerFormState {
  status: 'idle' | 'error' | 'step'
  step: number
  message?: string
  fieldErrors?: PlannerFieldErrors
  values?: PlannerValues
}

export const INITIAL_PLANNER_STATE: PlannerFormState = { status: 'idle', step: 0 }
