import { describe, expect, it } from 'vitest'
import {
  BUDGET_RANGES,
  formatPhone,
  LEAD_FIELDS,
  LEAD_MESSAGES,
  leadFormErrors,
  leadSchema,
  normalizePhone,
  tooLongMessage,
  type LeadFormValues,
} from './lead'

const VALID: LeadFormValues & { source: string } = {
  name: 'Ana Souza',
  email: 'Ana.Souza@Empresa.com.br',
  phone: '+55 (11) 98765-4321',
  company: 'Loja Exemplo',
  role: 'Gerente de marketing',
  budget: '2000-10000',
  message: '',
  consent: 'on',
  source: 'planejamento-de-midia',
}

/** The server's first message per field, in the same shape as the browser's check. */
function serverErrors(values: Record<string, string | undefined>) {
  const parsed = leadSchema.safeParse(values)
  const errors: Record<string, string> = {}
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0])
      errors[key] ??= issue.message
    }
  }
  return errors
}

describe('normalizePhone', () => {
  it.each([
    ['(11) 98765-4321', '11987654321'],
    ['11 98765 4321', '11987654321'],
    ['11987654321', '11987654321'],
    ['+55 11 98765-4321', '11987654321'],
    ['+55 (55) 99876-5432', '55998765432'],
    ['5511987654321', '11987654321'],
    ['(011) 98765-4321', '11987654321'],
    ['(21) 3456-7890', '2134567890'],
    ['21.3456.7890', '2134567890'],
    ['55 3456-7890', '5534567890'],
  ])('accepts %s as %s', (raw, digits) => {
    expect(normalizePhone(raw)).toBe(digits)
  })

  it.each([
    ['', 'empty'],
    ['98765-4321', 'no area code'],
    ['(10) 98765-4321', 'area code 10 does not exist'],
    ['(20) 98765-4321', 'area code 20 does not exist'],
    ['(11) 88765-4321', 'a 9-digit number must start with 9'],
    ['(11) 9876-5432', 'an 8-digit number is a landline, 2 to 5'],
    ['+1 415 555 0100', 'not Brazil'],
    ['11 98765-4321 ramal 2', 'letters'],
    ['(11) 98765-43210', 'too many digits'],
  ])('refuses %s (%s)', (raw) => {
    expect(normalizePhone(raw)).toBeNull()
  })

  it('formats stored digits for people', () => {
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321')
    expect(formatPhone('2134567890')).toBe('(21) 3456-7890')
    expect(formatPhone('123')).toBe('123')
  })
})

describe('leadSchema', () => {
  it('normalizes a valid lead', () => {
    const parsed = leadSchema.parse({ ...VALID, utm_source: ' google ', gclid: '' })
    expect(parsed).toMatchObject({
      name: 'Ana Souza',
      email: 'ana.souza@empresa.com.br',
      phone: '11987654321',
      budget: '2000-10000',
      message: null,
      consent: true,
      source: 'planejamento-de-midia',
      utm_source: 'google',
      gclid: null,
      fbclid: null,
    })
  })

  it('cuts long tracking values instead of refusing the lead', () => {
    const parsed = leadSchema.parse({ ...VALID, utm_campaign: 'x'.repeat(500) })
    expect(parsed.utm_campaign).toHaveLength(200)
  })

  it.each([
    ['name', '', LEAD_MESSAGES.name.required],
    ['name', ' A ', LEAD_MESSAGES.name.tooShort],
    ['name', 'a'.repeat(121), tooLongMessage(120)],
    ['email', '', LEAD_MESSAGES.email.required],
    ['email', 'ana@empresa', LEAD_MESSAGES.email.invalid],
    ['email', 'ana empresa.com', LEAD_MESSAGES.email.invalid],
    ['phone', '', LEAD_MESSAGES.phone.required],
    ['phone', '1234', LEAD_MESSAGES.phone.invalid],
    ['company', '  ', LEAD_MESSAGES.company.required],
    ['role', '', LEAD_MESSAGES.role.required],
    ['budget', '', LEAD_MESSAGES.budget.required],
    ['budget', '1-milhao', LEAD_MESSAGES.budget.required],
    ['message', 'x'.repeat(1001), 'Use no máximo 1.000 caracteres.'],
    ['consent', '', LEAD_MESSAGES.consent.required],
    ['consent', 'yes', LEAD_MESSAGES.consent.required],
  ] as const)('%s = %j gets "%s" on the server and in the browser', (field, value, message) => {
    const values = { ...VALID, [field]: value }
    expect(serverErrors(values)[field]).toBe(message)
    expect(leadFormErrors(values)[field]).toBe(message)
  })

  it('reports a missing field (an unchecked box is not sent at all) with its message', () => {
    const values: Record<string, string | undefined> = { ...VALID }
    for (const field of LEAD_FIELDS) delete values[field]
    const errors = serverErrors(values)
    expect(errors).toEqual(leadFormErrors({}))
    expect(Object.keys(errors).sort()).toEqual(
      ['budget', 'company', 'consent', 'email', 'name', 'phone', 'role'].sort(),
    )
  })

  it('offers the four fixed budget bands', () => {
    expect(BUDGET_RANGES.map((range) => range.label)).toEqual([
      'Até R$ 2.000',
      'R$ 2.000 a R$ 10.000',
      'R$ 10.000 a R$ 50.000',
      'Acima de R$ 50.000',
    ])
  })

  it('refuses an unknown landing', () => {
    expect(serverErrors({ ...VALID, source: 'outra-pagina' }).source).toMatch(/origem inválido/)
  })
})
