import { beforeEach, describe, expect, it, vi } from 'vitest'
import { PLANNER_FORM_MESSAGES, PLANNER_MESSAGES } from '@/lib/validations/planner'
import { submitLeadAction } from '@/server/leads/actions'
import { leadPayload } from '@/server/leads/webhook-post'
import { createPlanAction } from '@/server/planner/actions'
import { listPlans } from '@/server/planner/queries'
import { PLAN_RATE_LIMIT } from '@/server/planner/store'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import { leadForm, leadRows, runAction } from './leads-support'
import { planForm, runPlanAction, type PlanResult } from './planner-support'

const hooks = vi.hoisted(() => ({ ip: '203.0.113.1' }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': hooks.ip }),
}))
// The admin list's role check has its own rows in the authorization matrix.
vi.mock('@/server/auth/session', () => ({ requireRole: async () => ({ role: 'admin' }) }))

let ipCounter = 0
async function create(overrides: Record<string, string | null> = {}, ip?: string) {
  hooks.ip = ip ?? `203.0.113.${++ipCounter}`
  return runPlanAction(createPlanAction, planForm(overrides))
}

function planIdOf(result: PlanResult): string {
  if (!('redirect' in result)) throw new Error(`expected a redirect, got ${JSON.stringify(result)}`)
  const match = /^\/planejador\/plano\/([A-Za-z0-9_-]{22})$/.exec(result.redirect)
  if (!match?.[1]) throw new Error(`unexpected redirect ${result.redirect}`)
  return match[1]
}

describe.each(TEST_DIALECTS)('planner action and storage on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  const plans = () => handle().db.selectFrom('plans').selectAll().execute()

  beforeEach(async () => {
    await handle().db.deleteFrom('leads').execute()
    await handle().db.deleteFrom('plans').execute()
    await handle().db.deleteFrom('rate_limit_buckets').execute()
  })

  it('validates, computes, stores under a random id and redirects to the plan', async () => {
    const id = planIdOf(await create({ leadToSale: '12,5' }))
    const [row] = await plans()
    expect(row).toMatchObject({ id, product: 'Implante dentário', segment: 'odontologia' })
    expect(JSON.parse(row!.inputs)).toEqual({
      product: 'Implante dentário',
      segmentId: 'odontologia',
      ticket: 4500,
      budget: 8000,
      desiredLeads: 120,
      leadToSale: 0.125,
    })
    expect(JSON.parse(row!.assumptions)).toHaveProperty('search.cpc')
    expect(['Viável', 'Viável com ajustes', 'Inviável']).toContain(row!.verdict)
    expect(row!.narrative).toBeNull()
    expect(row!.created_at).toBeInstanceOf(Date)
    expect(planIdOf(await create())).not.toBe(id)
  })

  it('refuses invalid answers with a pt-BR message per field, on their step, storing nothing', async () => {
    const result = await create({ ticket: '0', leads: '', segment: 'cassino' })
    if ('redirect' in result) throw new Error('expected errors')
    expect(result).toMatchObject({
      status: 'error',
      step: 0,
      message: PLANNER_FORM_MESSAGES.invalid,
      fieldErrors: {
        segment: PLANNER_MESSAGES.segment.required,
        ticket: PLANNER_MESSAGES.ticket.range,
        leads: PLANNER_MESSAGES.leads.required,
      },
    })
    expect(result.values).toMatchObject({ product: 'Implante dentário', ticket: '0' })
    expect(await plans()).toHaveLength(0)
  })

  it('moves between steps without JavaScript, checking only the steps already answered', async () => {
    expect(await create({ intent: 'next', step: '0', budget: '' })).toMatchObject({
      status: 'step',
      step: 1,
    })
    expect(await create({ intent: 'next', step: '1', budget: '1' })).toMatchObject({
      status: 'error',
      step: 1,
      fieldErrors: { budget: PLANNER_MESSAGES.budget.range },
    })
    expect(await create({ intent: 'back', step: '2', product: '' })).toMatchObject({
      status: 'step',
      step: 1,
      values: { product: '' },
    })
    expect(await plans()).toHaveLength(0)
  })

  it('stores nothing when the honeypot is filled', async () => {
    expect(await create({ website: 'http://spam.example' })).toEqual({ status: 'idle', step: 0 })
    expect(await plans()).toHaveLength(0)
  })

  it('limits plans per address', async () => {
    for (let i = 0; i < PLAN_RATE_LIMIT.limit; i++) planIdOf(await create({}, '198.18.0.9'))
    expect(await create({}, '198.18.0.9')).toMatchObject({
      status: 'error',
      message: PLANNER_FORM_MESSAGES.rateLimited,
    })
    expect(await plans()).toHaveLength(PLAN_RATE_LIMIT.limit)
  })

  it('attaches the plan to a lead, in the webhook body and the admin list', async () => {
    const id = planIdOf(await create())
    hooks.ip = '203.0.113.250'
    const sent = await runAction(
      submitLeadAction,
      leadForm({ source: 'planejador', plan_id: id, email: 'helena@clinica.com.br' }),
    )
    expect(sent).toEqual({ redirect: '/obrigado' })
    await runAction(
      submitLeadAction,
      leadForm({ source: 'planejador', plan_id: 'x'.repeat(22), email: 'outra@clinica.com.br' }),
    )
    const rows = await leadRows(handle())
    const withPlan = rows.find((row) => row.email === 'helena@clinica.com.br')!
    expect(withPlan).toMatchObject({
      plan_id: id,
      source: 'planejador',
      landing_path: '/planejador',
    })
    // A link to a plan that does not exist still delivers the lead, without the link.
    expect(rows.find((row) => row.email === 'outra@clinica.com.br')?.plan_id).toBeNull()

    expect(leadPayload(withPlan, 'https://midiaplan.com.br')).toMatchObject({
      source: 'planejador',
      planId: id,
      planUrl: `https://midiaplan.com.br/planejador/plano/${id}`,
    })

    const listed = await listPlans()
    expect(listed.total).toBe(1)
    expect(listed.plans[0]).toMatchObject({
      id,
      segmentLabel: 'Odontologia',
      audience: 'B2C',
      leads: [{ email: 'helena@clinica.com.br', name: 'Ana Souza' }],
    })
  })
})
