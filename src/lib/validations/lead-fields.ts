/*
 * The demo-request form's rules as plain functions, with no zod: the browser checks fields
 * with these few hundred bytes (zod would add ~6 KB gzipped to every landing), and the zod
 * schema in lead.ts runs the very same functions on the server, so both always agree.
 */

export const LEAD_SOURCES = ['ai-planner', 'planejamento-de-midia', 'planejador'] as const
export type LeadSource = (typeof LEAD_SOURCES)[number]

export const LEAD_SOURCE_LABELS: Record<LeadSource, string> = {
  'ai-planner': 'AI Planner',
  'planejamento-de-midia': 'Planejamento de Mídia',
  planejador: 'Planejador gratuito',
}

/** Fixed bands, so leads compare in the CRM; the stored value never changes with the label. */
export const BUDGET_RANGES = [
  { value: 'ate-2000', label: 'Até R$ 2.000' },
  { value: '2000-10000', label: 'R$ 2.000 a R$ 10.000' },
  { value: '10000-50000', label: 'R$ 10.000 a R$ 50.000' },
  { value: 'acima-50000', label: 'Acima de R$ 50.000' },
] as const
export type BudgetRange = (typeof BUDGET_RANGES)[number]['value']

export function budgetRangeLabel(value: string | null): string {
  return BUDGET_RANGES.find((range) => range.value === value)?.label ?? value ?? ''
}

export const LEAD_LIMITS = {
  name: 120,
  email: 254,
  phone: 30,
  company: 120,
  role: 120,
  message: 1000,
  /** UTM values and click ids: longer ones are cut, never refused (the visitor cannot fix them). */
  tracking: 200,
} as const

export const LEAD_MESSAGES = {
  name: { required: 'Informe seu nome.', tooShort: 'Informe seu nome completo.' },
  email: {
    required: 'Informe seu email corporativo.',
    invalid: 'Informe um email válido, como nome@empresa.com.br.',
  },
  phone: {
    required: 'Informe seu telefone ou WhatsApp com DDD.',
    invalid: 'Informe um telefone válido com DDD, como (11) 98765-4321.',
  },
  company: { required: 'Informe o nome da empresa.' },
  role: { required: 'Informe seu cargo.' },
  budget: { required: 'Selecione a verba mensal de mídia.' },
  message: {},
  consent: {
    required: 'Para enviar, autorize o contato conforme a Política de Privacidade.',
  },
} as const

export const LEAD_FORM_MESSAGES = {
  invalid: 'Verifique os campos destacados.',
  rateLimited:
    'Recebemos muitas solicitações deste endereço em pouco tempo. Aguarde alguns minutos e tente novamente.',
  unexpected: 'Não foi possível enviar sua solicitação agora. Tente novamente em instantes.',
  source: 'Formulário de origem inválido. Recarregue a página e tente novamente.',
} as const

export function tooLongMessage(max: number): string {
  return `Use no máximo ${max.toLocaleString('pt-BR')} caracteres.`
}

/** The fields a visitor fills in, in the order the form shows them (focus goes to the first error). */
export const LEAD_FIELDS = [
  'name',
  'email',
  'phone',
  'company',
  'role',
  'budget',
  'message',
  'consent',
] as const
export type LeadField = (typeof LEAD_FIELDS)[number]

/** Filled by the form from the landing page's address; the no-JavaScript path sends them empty. */
export const LEAD_TRACKING_FIELDS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
] as const
export type LeadTrackingField = (typeof LEAD_TRACKING_FIELDS)[number]

/** Hidden from people, irresistible to form-filling bots; anything in it means a bot. */
export const LEAD_HONEYPOT_FIELD = 'website'

export type LeadFieldErrors = Partial<Record<LeadField, string>>
export type LeadFormValues = Partial<Record<LeadField | LeadTrackingField, string>>

/** Hidden field of the form on a plan's page: the plan the visitor wants to talk about. */
export const LEAD_PLAN_FIELD = 'plan_id'

/** What the server action hands back to the form (and, without JavaScript, to the page it re-renders). */
export interface LeadFormState {
  status: 'idle' | 'error'
  message?: string
  fieldErrors?: LeadFieldErrors
  /** What was sent, so nothing typed is lost when the form comes back with errors. */
  values?: LeadFormValues
}

export const INITIAL_LEAD_FORM_STATE: LeadFormState = { status: 'idle' }

// The same pattern zod's z.email() uses, so the browser and the server accept the same addresses.
const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

// Area codes (DDD) in use in Brazil (Anatel).
const DDD = new Set(
  (
    '11 12 13 14 15 16 17 18 19 21 22 24 27 28 31 32 33 34 35 37 38 41 42 43 44 45 46 47 48 49 ' +
    '51 53 54 55 61 62 63 64 65 66 67 68 69 71 73 74 75 77 79 81 82 83 84 85 86 87 88 89 ' +
    '91 92 93 94 95 96 97 98 99'
  ).split(' '),
)

/**
 * A Brazilian phone as DDD + number digits ("11987654321"), or null. Accepts +55, a leading
 * trunk 0, spaces, dashes, dots and parentheses. Mobiles have 9 digits starting with 9;
 * landlines 8 digits starting with 2 to 5.
 */
export function normalizePhone(raw: string): string | null {
  const value = raw.trim()
  if (!/^\+?[\d\s().-]+$/.test(value)) return null
  let digits = value.replace(/\D/g, '')
  if (value.startsWith('+')) {
    if (!digits.startsWith('55')) return null
    digits = digits.slice(2)
  } else if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) {
    digits = digits.slice(2)
  } else if ((digits.length === 11 || digits.length === 12) && digits.startsWith('0')) {
    digits = digits.slice(1)
  }
  if (!DDD.has(digits.slice(0, 2))) return null
  const first = digits.charAt(2)
  if (digits.length === 11 && first === '9') return digits
  if (digits.length === 10 && first >= '2' && first <= '5') return digits
  return null
}

/** "(11) 98765-4321" / "(11) 3456-7890" for stored digits; anything else as is. */
export function formatPhone(digits: string): string {
  const match = /^(\d{2})(\d{4,5})(\d{4})$/.exec(digits)
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : digits
}

function required(value: string, message: string, max: number): string | undefined {
  const trimmed = value.trim()
  if (!trimmed) return message
  if (trimmed.length > max) return tooLongMessage(max)
  return undefined
}

/** The pt-BR message for one field's raw value, or undefined when it is fine. */
export function leadFieldError(field: LeadField, raw: string): string | undefined {
  const value = raw.trim()
  switch (field) {
    case 'name':
      return (
        required(raw, LEAD_MESSAGES.name.required, LEAD_LIMITS.name) ??
        (value.length < 2 ? LEAD_MESSAGES.name.tooShort : undefined)
      )
    case 'email':
      return (
        required(raw, LEAD_MESSAGES.email.required, LEAD_LIMITS.email) ??
        (EMAIL_PATTERN.test(value) ? undefined : LEAD_MESSAGES.email.invalid)
      )
    case 'phone':
      if (!value) return LEAD_MESSAGES.phone.required
      return value.length <= LEAD_LIMITS.phone && normalizePhone(value)
        ? undefined
        : LEAD_MESSAGES.phone.invalid
    case 'company':
      return required(raw, LEAD_MESSAGES.company.required, LEAD_LIMITS.company)
    case 'role':
      return required(raw, LEAD_MESSAGES.role.required, LEAD_LIMITS.role)
    case 'budget':
      return BUDGET_RANGES.some((range) => range.value === value)
        ? undefined
        : LEAD_MESSAGES.budget.required
    case 'message':
      return value.length > LEAD_LIMITS.message ? tooLongMessage(LEAD_LIMITS.message) : undefined
    case 'consent':
      return raw === 'on' ? undefined : LEAD_MESSAGES.consent.required
  }
}

/** Every field's error at once (the browser's check before sending). */
export function leadFormErrors(values: LeadFormValues): LeadFieldErrors {
  const errors: LeadFieldErrors = {}
  for (const field of LEAD_FIELDS) {
    const message = leadFieldError(field, values[field] ?? '')
    if (message) errors[field] = message
  }
  return errors
}
