import { createHmac, timingSafeEqual } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { runInNewContext } from 'node:vm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Lead } from '@/server/db/types'
import { postLead, SIGNATURE_TOLERANCE_SECONDS } from '@/server/leads/webhook-post'
import { startWebhookServer } from './leads-support'

const SECRET = 'segredo-do-webhook-123'
const ONE_TRY = { timeoutMs: 2_000, backoffMs: [] }

const LEAD: Lead = {
  id: 'lead-assinatura',
  name: 'Ana Souza',
  email: 'ana@padaria.com.br',
  phone: '11987654321',
  company: 'Padaria São João',
  job_title: 'Gerente',
  budget_range: '2000-10000',
  message: null,
  consent_lgpd: true,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
  visit_landing_path: null,
  visit_source: null,
  visit_referrer_host: null,
  visit_utm_source: null,
  visit_utm_medium: null,
  visit_utm_campaign: null,
  visit_utm_term: null,
  visit_utm_content: null,
  visit_post_ids: null,
  lead_post_id: null,
  gclid: null,
  fbclid: null,
  landing_path: '/ai-planner',
  source: 'ai-planner',
  plan_id: null,
  search_text: 'ana souza',
  webhook_status: 'pending',
  webhook_attempts: 0,
  webhook_last_error: null,
  webhook_next_attempt_at: null,
  webhook_delivered_at: null,
  created_at: new Date('2025-03-05T17:30:00Z'),
}

type Verify = (header: string, rawBody: string, secret: string, nowSeconds: number) => boolean

/**
 * The receiver's code, exactly as the README's Leads section gives it to a CRM (the block after
 * the `webhook-verify` marker), run here with node:crypto.
 */
function readmeRecipe(): Verify {
  const readme = readFileSync(path.join(process.cwd(), 'README.md'), 'utf8')
  const block = /<!-- webhook-verify[^>]*-->\s*```js\n([\s\S]*?)```/.exec(readme)?.[1]
  if (!block) throw new Error('README: bloco webhook-verify não encontrado')
  const code = block.replace(/^import .*$/m, '')
  return runInNewContext(`${code}\nverifySignature`, { createHmac, timingSafeEqual, Buffer })
}

const recipe = readmeRecipe()
const verify = (header: string, body: string, nowSeconds: number) =>
  recipe(header, body, SECRET, nowSeconds)

const nowSeconds = () => Math.floor(Date.now() / 1000)

describe('lead webhook signature', () => {
  let webhook: Awaited<ReturnType<typeof startWebhookServer>>

  beforeAll(async () => {
    webhook = await startWebhookServer()
  })
  afterAll(async () => {
    await webhook.close()
  })
  beforeEach(() => webhook.reset())

  async function signedRequest() {
    expect(await postLead({ url: webhook.url, secret: SECRET }, LEAD, ONE_TRY)).toBeNull()
    const [request] = webhook.received
    const header = request!.headers['x-midiaplan-signature']
    expect(typeof header).toBe('string')
    return { header: header as string, body: request!.body }
  }

  it('signs a timestamp with the body as t=<unix seconds>,v1=<hex>, which the recipe verifies', async () => {
    const before = nowSeconds()
    const { header, body } = await signedRequest()
    expect(header).toMatch(/^t=\d{10},v1=[0-9a-f]{64}$/)
    const t = Number(/^t=(\d+)/.exec(header)![1])
    expect(t).toBeGreaterThanOrEqual(before)
    expect(t).toBeLessThanOrEqual(nowSeconds())
    expect(JSON.parse(body)).toMatchObject({ id: LEAD.id, event: 'lead.created' })
    expect(verify(header, body, nowSeconds())).toBe(true)
  })

  it('fails when the timestamp or the body is changed', async () => {
    const { header, body } = await signedRequest()
    const t = Number(/^t=(\d+)/.exec(header)![1])
    const otherTime = header.replace(/^t=\d+/, `t=${t + 1}`)
    expect(verify(otherTime, body, nowSeconds())).toBe(false)
    expect(verify(header, body.replace('Ana Souza', 'Ana Souze'), nowSeconds())).toBe(false)
    expect(verify(header, `${body} `, nowSeconds())).toBe(false)
    expect(recipe(header, body, 'outro-segredo-do-webhook', nowSeconds())).toBe(false)
  })

  it('fails when replayed after the tolerance, and passes just within it', async () => {
    const { header, body } = await signedRequest()
    const t = Number(/^t=(\d+)/.exec(header)![1])
    expect(verify(header, body, t + SIGNATURE_TOLERANCE_SECONDS)).toBe(true)
    expect(verify(header, body, t + SIGNATURE_TOLERANCE_SECONDS + 1)).toBe(false)
  })

  it('signs each try afresh, so a retry is not refused as a replay', async () => {
    webhook.control.status = 500
    await postLead({ url: webhook.url, secret: SECRET }, LEAD, {
      timeoutMs: 2_000,
      backoffMs: [1_100],
    })
    const [first, second] = webhook.received.map((r) => r.headers['x-midiaplan-signature'])
    expect(first).not.toBe(second)
    expect(verify(second as string, webhook.received[1]!.body, nowSeconds())).toBe(true)
  })

  it('is documented in the README with its tolerance', () => {
    const readme = readFileSync(path.join(process.cwd(), 'README.md'), 'utf8')
    expect(readme).toContain('X-MidiaPlan-Signature: t=<unix seconds>,v1=<hex>')
    expect(readme).toContain('`<t>.<raw body>`')
    expect(readme).toContain(`more than ${SIGNATURE_TOLERANCE_SECONDS} seconds`)
  })
})
