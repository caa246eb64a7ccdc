import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { LEAD_FORM_MESSAGES, LEAD_MESSAGES, tooLongMessage } from '@/lib/validations/lead'
import { submitLeadAction } from '@/server/leads/actions'
import { LEAD_RATE_LIMIT } from '@/server/leads/store'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import {
  leadForm,
  leadRows,
  runAction,
  startWebhookServer,
  VALID_LEAD,
  type Submitted,
} from './leads-support'

const hooks = vi.hoisted(() => ({
  ip: '198.51.100.1',
  webhookUrl: undefined as string | undefined,
  background: [] as Promise<unknown>[],
}))
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': hooks.ip }),
}))
// Outside a request Next has no `after`: collect the background work so tests can await it.
vi.mock('next/server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/server')>()),
  after: (task: () => Promise<unknown>) => {
    hooks.background.push(Promise.resolve().then(task))
  },
}))
vi.mock('@/server/env', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/server/env')>()
  return { ...actual, getEnv: () => ({ ...actual.getEnv(), LEAD_WEBHOOK_URL: hooks.webhookUrl }) }
})

let ipCounter = 0
/** Each submission from its own address unless a test is about the limit. */
async function submit(overrides: Record<string, string | null> = {}, ip?: string) {
  hooks.ip = ip ?? `198.51.100.${++ipCounter}`
  return runAction(submitLeadAction, leadForm(overrides))
}

function expectError(result: Submitted) {
  if ('redirect' in result)
    throw new Error(`expected an error, got a redirect to ${result.redirect}`)
  expect(result.status).toBe('error')
  return result
}

describe.each(TEST_DIALECTS)('lead submission on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)

  beforeEach(async () => {
    hooks.webhookUrl = undefined
    hooks.background = []
    await handle().db.deleteFrom('leads').execute()
  })

  it('stores a valid lead with its campaign data, then sends the visitor to /obrigado', async () => {
    const before = Date.now()
    expect(await submit()).toEqual({ redirect: '/obrigado' })
    const rows = await leadRows(handle())
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      name: 'Ana Souza',
      email: 'ana.souza@padaria-saojoao.com.br',
      phone: '11987654321',
      company: 'Padaria São João',
      job_title: 'Gerente de marketing',
      budget_range: '2000-10000',
      message: 'Queremos dobrar os pedidos pelo WhatsApp.',
      consent_lgpd: true,
      source: 'planejamento-de-midia',
      landing_path: '/planejamento-de-midia',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'demo-marco',
      utm_term: null,
      gclid: 'Cj0KCQ-teste',
      fbclid: null,
      search_text: 'ana souza ana.souza@padaria-saojoao.com.br padaria sao joao',
      // No webhook configured: nothing to deliver, nothing to retry.
      webhook_status: 'none',
      webhook_attempts: 0,
      webhook_next_attempt_at: null,
    })
    expect(rows[0]!.created_at).toBeInstanceOf(Date)
    expect(rows[0]!.created_at.getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(hooks.background).toHaveLength(0)
  })

  it('stores an empty optional message as null', async () => {
    await submit({ message: '   ', utm_source: null, gclid: null })
    const [row] = await leadRows(handle())
    expect(row).toMatchObject({ message: null, utm_source: null, gclid: null })
  })

  it.each([
    ['name', '', LEAD_MESSAGES.name.required],
    ['name', 'A', LEAD_MESSAGES.name.tooShort],
    ['name', 'a'.repeat(121), tooLongMessage(120)],
    ['email', '', LEAD_MESSAGES.email.required],
    ['email', 'ana@empresa', LEAD_MESSAGES.email.invalid],
    ['phone', '', LEAD_MESSAGES.phone.required],
    ['phone', '(10) 98765-4321', LEAD_MESSAGES.phone.invalid],
    ['company', ' ', LEAD_MESSAGES.company.required],
    ['company', 'a'.repeat(121), tooLongMessage(120)],
    ['role', '', LEAD_MESSAGES.role.required],
    ['budget', '', LEAD_MESSAGES.budget.required],
    ['budget', 'um-milhao', LEAD_MESSAGES.budget.required],
    ['message', 'x'.repeat(1001), 'Use no máximo 1.000 caracteres.'],
    ['consent', null, LEAD_MESSAGES.consent.required],
  ] as const)(
    '%s = %j: "%s" next to the field, values kept, nothing stored',
    async (field, value, message) => {
      const result = expectError(await submit({ [field]: value }))
      expect(result.message).toBe(LEAD_FORM_MESSAGES.invalid)
      expect(result.fieldErrors).toEqual({ [field]: message })
      // What was typed comes back, so the re-rendered form loses nothing.
      expect(result.values).toMatchObject({
        ...(value === null ? {} : { [field]: value }),
        name: field === 'name' ? value : VALID_LEAD.name,
        utm_campaign: 'demo-marco',
      })
      expect(result.values).not.toHaveProperty('website')
      expect(await leadRows(handle())).toEqual([])
    },
  )

  it('reports every empty required field at once', async () => {
    const result = expectError(
      await submit({
        name: '',
        email: '',
        phone: '',
        company: '',
        role: '',
        budget: '',
        consent: null,
      }),
    )
    expect(result.fieldErrors).toEqual({
      name: LEAD_MESSAGES.name.required,
      email: LEAD_MESSAGES.email.required,
      phone: LEAD_MESSAGES.phone.required,
      company: LEAD_MESSAGES.company.required,
      role: LEAD_MESSAGES.role.required,
      budget: LEAD_MESSAGES.budget.required,
      consent: LEAD_MESSAGES.consent.required,
    })
    expect(await leadRows(handle())).toEqual([])
  })

  it('refuses a tampered landing without storing it', async () => {
    const result = expectError(await submit({ source: 'pagina-falsa' }))
    expect(result.message).toBe(LEAD_FORM_MESSAGES.source)
    expect(result.fieldErrors).toEqual({})
    expect(await leadRows(handle())).toEqual([])
  })

  it('pretends success to a bot that fills the honeypot, and stores nothing', async () => {
    hooks.webhookUrl = 'http://127.0.0.1:9/nunca'
    expect(await submit({ website: 'https://spam.example' })).toEqual({ redirect: '/obrigado' })
    // Even an otherwise invalid bot post gets the same answer.
    expect(await submit({ website: 'x', email: 'lixo' })).toEqual({ redirect: '/obrigado' })
    expect(await leadRows(handle())).toEqual([])
    expect(hooks.background).toHaveLength(0)
    const buckets = await handle()
      .db.selectFrom('rate_limit_buckets')
      .select('key')
      .where('key', 'like', 'lead:%')
      .execute()
    expect(buckets.map((b) => b.key)).not.toContain(`lead:ip:${hooks.ip}`)
  })

  it('limits one address to 5 leads an hour, keeps the typed values, and lets others through', async () => {
    const ip = `203.0.113.${dialect === 'sqlite' ? 10 : 20}`
    for (let i = 0; i < LEAD_RATE_LIMIT.limit; i++) {
      expect(await submit({ email: `pessoa${i}@empresa.com.br` }, ip)).toEqual({
        redirect: '/obrigado',
      })
    }
    const blocked = expectError(await submit({ email: 'sexta@empresa.com.br' }, ip))
    expect(blocked.message).toBe(LEAD_FORM_MESSAGES.rateLimited)
    expect(blocked.values).toMatchObject({ email: 'sexta@empresa.com.br', name: 'Ana Souza' })
    expect(await leadRows(handle())).toHaveLength(LEAD_RATE_LIMIT.limit)
    expect(await submit({ email: 'outra@empresa.com.br' }, '203.0.113.99')).toEqual({
      redirect: '/obrigado',
    })
    // Invalid posts do not spend the budget of a person fixing a typo.
    await handle().db.deleteFrom('rate_limit_buckets').execute()
    for (let i = 0; i < 8; i++) expectError(await submit({ email: 'errado' }, ip))
    expect(await submit({}, ip)).toEqual({ redirect: '/obrigado' })
  })

  it('keeps the form and stores nothing when the database fails', async () => {
    const { db } = handle()
    await db.schema.alterTable('leads').renameTo('leads_fora').execute()
    try {
      const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
      const result = expectError(await submit())
      spy.mockRestore()
      expect(result.message).toBe(LEAD_FORM_MESSAGES.unexpected)
      expect(result.values).toMatchObject({ name: 'Ana Souza', company: 'Padaria São João' })
    } finally {
      await db.schema.alterTable('leads_fora').renameTo('leads').execute()
    }
    expect(await leadRows(handle())).toEqual([])
  })

  describe('with a webhook', () => {
    let webhook: Awaited<ReturnType<typeof startWebhookServer>>
    beforeAll(async () => {
      webhook = await startWebhookServer()
    })
    afterAll(async () => {
      await webhook.close()
    })
    beforeEach(() => webhook.reset())

    it('redirects at once, before a slow CRM answers, and delivers afterwards', async () => {
      hooks.webhookUrl = webhook.url
      webhook.control.delayMs = 1500
      const started = Date.now()
      expect(await submit()).toEqual({ redirect: '/obrigado' })
      expect(Date.now() - started).toBeLessThan(1000)
      const [queued] = await leadRows(handle())
      // Stored first, as pending and claimed by the run that is about to send it.
      expect(queued).toMatchObject({ webhook_status: 'pending', webhook_attempts: 0 })
      expect(queued!.webhook_next_attempt_at!.getTime()).toBeGreaterThan(Date.now())
      await Promise.all(hooks.background)
      const [sent] = await leadRows(handle())
      expect(sent).toMatchObject({ webhook_status: 'delivered', webhook_attempts: 1 })
      expect(webhook.received).toHaveLength(1)
      expect(JSON.parse(webhook.received[0]!.body)).toMatchObject({
        event: 'lead.created',
        id: sent!.id,
        email: 'ana.souza@padaria-saojoao.com.br',
        phone: '11987654321',
        phoneE164: '+5511987654321',
        budgetRangeLabel: 'R$ 2.000 a R$ 10.000',
        utm: { source: 'google', medium: 'cpc', campaign: 'demo-marco' },
        gclid: 'Cj0KCQ-teste',
      })
    })

    it('keeps the lead when the CRM is down, recording the failure for a retry', async () => {
      hooks.webhookUrl = webhook.url
      webhook.control.status = 503
      expect(await submit()).toEqual({ redirect: '/obrigado' })
      await Promise.all(hooks.background)
      const [row] = await leadRows(handle())
      expect(row).toMatchObject({
        name: 'Ana Souza',
        webhook_status: 'failed',
        webhook_attempts: 1,
        webhook_last_error: 'HTTP 503',
      })
      // Three quick tries in the first run, then the retry schedule takes over.
      expect(webhook.received).toHaveLength(3)
      expect(new Set(webhook.received.map((r) => r.headers['idempotency-key']))).toEqual(
        new Set([row!.id]),
      )
      expect(row!.webhook_next_attempt_at!.getTime()).toBeGreaterThan(Date.now() + 50_000)
    }, 20_000)
  })
})
