import { createServer } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { leadSchema } from '@/lib/validations/lead'
import { insertLead } from '@/server/leads/store'
import {
  CLAIM_MS,
  deliverLead,
  RETRY_DELAYS_MS,
  retryDueLeads,
  type WebhookTarget,
} from '@/server/leads/webhook'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import { leadRows, startWebhookServer, VALID_LEAD } from './leads-support'

const ONE_TRY = { timeoutMs: 2_000, backoffMs: [] }

async function closedPortUrl(): Promise<string> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as { port: number }
  await new Promise((resolve) => probe.close(resolve))
  return `http://127.0.0.1:${port}/`
}

describe.each(TEST_DIALECTS)('lead webhook on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  let webhook: Awaited<ReturnType<typeof startWebhookServer>>
  let target: WebhookTarget

  beforeAll(async () => {
    webhook = await startWebhookServer()
  })
  afterAll(async () => {
    await webhook.close()
  })
  beforeEach(async () => {
    webhook.reset()
    target = { url: webhook.url }
    await handle().db.deleteFrom('leads').execute()
  })

  /** A stored lead waiting for delivery, due at once (as if its claim had run out). */
  async function queuedLead(email = 'ana@empresa.com.br', dueAgoMs = 1000): Promise<string> {
    const input = leadSchema.parse({ ...VALID_LEAD, email })
    const id = await insertLead(handle().db, input, {
      queueWebhook: true,
      now: new Date(Date.now() - CLAIM_MS - dueAgoMs),
    })
    return id
  }

  async function row(id: string) {
    return handle()
      .db.selectFrom('leads')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  }

  it('posts the lead as JSON, signed when a secret is set, and records the delivery', async () => {
    const id = await queuedLead()
    const secret = 'segredo-do-webhook-123'
    expect(await deliverLead(handle().db, id, { ...target, secret }, ONE_TRY)).toBe('delivered')
    const [request] = webhook.received
    expect(request!.headers['content-type']).toBe('application/json')
    expect(request!.headers['idempotency-key']).toBe(id)
    // How a receiver verifies it: tests/integration/leads-webhook-signature.test.ts.
    expect(request!.headers['x-midiaplan-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/)
    expect(JSON.parse(request!.body)).toMatchObject({ id, name: 'Ana Souza', consentLgpd: true })
    const stored = await row(id)
    expect(stored).toMatchObject({
      webhook_status: 'delivered',
      webhook_attempts: 1,
      webhook_last_error: null,
      webhook_next_attempt_at: null,
    })
    expect(stored.webhook_delivered_at).toBeInstanceOf(Date)
  })

  it('sends no signature without a secret', async () => {
    const id = await queuedLead()
    await deliverLead(handle().db, id, target, ONE_TRY)
    expect(webhook.received[0]!.headers['x-midiaplan-signature']).toBeUndefined()
  })

  it('retries a failed delivery when it is due, not before, and then records success', async () => {
    const id = await queuedLead()
    webhook.control.status = 500
    const failedAt = Date.now()
    expect(await deliverLead(handle().db, id, target, ONE_TRY)).toBe('failed')
    const failed = await row(id)
    expect(failed).toMatchObject({
      webhook_status: 'failed',
      webhook_attempts: 1,
      webhook_last_error: 'HTTP 500',
    })
    const due = failed.webhook_next_attempt_at!.getTime()
    expect(due - failedAt).toBeGreaterThanOrEqual(RETRY_DELAYS_MS[0])
    expect(due - failedAt).toBeLessThan(RETRY_DELAYS_MS[0] + 5_000)

    webhook.control.status = 200
    expect(await retryDueLeads(handle().db, target)).toEqual({ delivered: 0, failed: 0 })
    expect(webhook.received).toHaveLength(1)
    expect(await retryDueLeads(handle().db, target, { dueBy: new Date(due) })).toEqual({
      delivered: 1,
      failed: 0,
    })
    expect(await row(id)).toMatchObject({
      webhook_status: 'delivered',
      webhook_attempts: 2,
      webhook_last_error: null,
      webhook_next_attempt_at: null,
    })
    expect(webhook.received).toHaveLength(2)
  })

  it('waits longer after each failed run, up to a day, and never gives up', async () => {
    const id = await queuedLead()
    webhook.control.status = 502
    const waits: number[] = []
    for (let run = 0; run < RETRY_DELAYS_MS.length + 1; run++) {
      const before = Date.now()
      await deliverLead(handle().db, id, target, ONE_TRY)
      const next = (await row(id)).webhook_next_attempt_at!.getTime()
      waits.push(Math.round((next - before) / 60_000))
    }
    expect(waits).toEqual([1, 5, 30, 120, 360, 1440, 1440])
    expect(await row(id)).toMatchObject({ webhook_status: 'failed', webhook_attempts: 7 })
  })

  it('gives up on a receiver that does not answer in time', async () => {
    const id = await queuedLead()
    webhook.control.delayMs = 1_000
    const started = Date.now()
    await deliverLead(handle().db, id, target, { timeoutMs: 200, backoffMs: [] })
    expect(Date.now() - started).toBeLessThan(900)
    expect((await row(id)).webhook_last_error).toBe('Sem resposta em 0,2 s')
  })

  it('records a refused connection', async () => {
    const id = await queuedLead()
    await deliverLead(handle().db, id, { url: await closedPortUrl() }, ONE_TRY)
    expect((await row(id)).webhook_last_error).toMatch(/^Falha de conexão: ECONNREFUSED/)
  })

  it('does not follow a redirect (the POST would become a GET elsewhere)', async () => {
    const id = await queuedLead()
    webhook.control.status = 302
    webhook.control.location = '/outro-lugar'
    expect(await deliverLead(handle().db, id, target, ONE_TRY)).toBe('failed')
    expect(webhook.received).toHaveLength(1)
    expect((await row(id)).webhook_last_error).toBe('HTTP 302')
  })

  it('tries again within a run, pausing between tries', async () => {
    const id = await queuedLead()
    webhook.control.status = 500
    const started = Date.now()
    await deliverLead(handle().db, id, target, { timeoutMs: 1_000, backoffMs: [100, 200] })
    expect(webhook.received).toHaveLength(3)
    expect(Date.now() - started).toBeGreaterThanOrEqual(300)
    expect((await row(id)).webhook_attempts).toBe(1)
  })

  it('stops a sweep at the first failure, leaving the others scheduled', async () => {
    const ids = [await queuedLead('a@x.com.br', 3000), await queuedLead('b@x.com.br', 2000)]
    webhook.control.status = 500
    expect(await retryDueLeads(handle().db, target)).toEqual({ delivered: 0, failed: 1 })
    expect(webhook.received).toHaveLength(1)
    // The oldest due lead went first.
    expect((await row(ids[0]!)).webhook_status).toBe('failed')
    expect((await row(ids[1]!)).webhook_status).toBe('pending')
  })

  it('never sends a lead twice when two sweeps run at once', async () => {
    const ids = await Promise.all(
      Array.from({ length: 6 }, (_, i) => queuedLead(`p${i}@x.com.br`, 1000 + i)),
    )
    webhook.control.delayMs = 30
    const results = await Promise.all([
      retryDueLeads(handle().db, target),
      retryDueLeads(handle().db, target),
    ])
    expect(results[0]!.delivered + results[1]!.delivered).toBe(6)
    const sent = webhook.received.map((r) => r.headers['idempotency-key'])
    expect(sent.sort()).toEqual([...ids].sort())
  })

  it('leaves a lead whose sender died claimed until the claim runs out, then sends it once', async () => {
    // Stored just now with a webhook; the process "dies" before its background run.
    const input = leadSchema.parse(VALID_LEAD)
    const id = await insertLead(handle().db, input, { queueWebhook: true })
    const stored = await row(id)
    // Stored whole: every field is there, nothing waits for a second write.
    expect(stored).toMatchObject({
      name: 'Ana Souza',
      phone: '11987654321',
      webhook_status: 'pending',
    })
    expect(await retryDueLeads(handle().db, target)).toEqual({ delivered: 0, failed: 0 })
    const later = new Date(Date.now() + CLAIM_MS + 1000)
    expect(await retryDueLeads(handle().db, target, { dueBy: later })).toEqual({
      delivered: 1,
      failed: 0,
    })
    expect(await retryDueLeads(handle().db, target, { dueBy: later })).toEqual({
      delivered: 0,
      failed: 0,
    })
    expect(webhook.received).toHaveLength(1)
  })

  it('never sends leads that arrived with no webhook configured', async () => {
    const input = leadSchema.parse(VALID_LEAD)
    await insertLead(handle().db, input, { queueWebhook: false })
    const far = new Date(Date.now() + 365 * 86_400_000)
    expect(await retryDueLeads(handle().db, target, { dueBy: far })).toEqual({
      delivered: 0,
      failed: 0,
    })
    expect((await leadRows(handle()))[0]).toMatchObject({ webhook_status: 'none' })
  })
})
