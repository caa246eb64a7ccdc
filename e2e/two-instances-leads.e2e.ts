import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { resetRateLimits } from './support/auth'
import { setupBrowser } from './support/browser'
import { openServerDatabase } from './support/database'
import { startInstance } from './support/instances'
import { lockRow, lockWaiters, pgClient, startReceiver } from './support/pg-race'
import { until } from './support/surfaces'
import { fillLead, leadForm } from './support/lead-form'

/*
 * The lead webhook queue is shared by every instance. The suite's server has
 * no webhook (it is set at start), so two more instances on the same build and database get one
 * pointing at a receiver here. PostgreSQL only, as e2e/two-instances.e2e.ts says why.
 */

const postgres = Boolean(inject('databaseEnv').DATABASE_URL)
const fixture = setupBrowser()
const database = openServerDatabase()
const { db } = database
const MARK = `inst${randomUUID().slice(0, 6)}`

afterAll(async () => {
  await db.deleteFrom('leads').where('email', 'like', `%${MARK}%`).execute()
  await database.destroy()
})

describe.skipIf(!postgres)('the lead webhook with two instances', () => {
  it('a lead whose first delivery failed is sent once, though both instances retry it', async () => {
    await resetRateLimits()
    const receiver = await startReceiver()
    const instances = await Promise.all(
      [0, 1].map(() => startInstance({ env: { LEAD_WEBHOOK_URL: receiver.url } })),
    )
    const [C, D] = instances.map((instance) => instance.origin) as [string, string]
    const client = await pgClient()
    let lock: Awaited<ReturnType<typeof lockRow>> | undefined
    try {
      const failing = await submitLead(C, `falha-${MARK}@acai.com.br`)
      expect(
        await until(async () => (await lead(failing)).webhook_status === 'failed', 15_000),
      ).toBe(true)
      expect(receiver.deliveries.filter((d) => d.leadId === failing).map((d) => d.status)).toEqual([
        503, 503, 503,
      ])

      // Due again in a second (as if its minute had passed), and held until the sweeps that
      // follow a new lead on C and on D both wait to claim it. A claim kept in each process
      // (or a sweep that sends what it selected without claiming it) would send it twice.
      receiver.setDown(false)
      await client.query('update leads set webhook_next_attempt_at = $1 where id = $2', [
        new Date(Date.now() + 1_000),
        failing,
      ])
      lock = await lockRow('leads', failing)
      await new Promise((resolve) => setTimeout(resolve, 1_100))
      const fresh = await Promise.all([
        submitLead(C, `nova-c-${MARK}@acai.com.br`),
        submitLead(D, `nova-d-${MARK}@acai.com.br`),
      ])
      const raced = await until(
        async () =>
          (await lockWaiters(client, 'update "leads" set "webhook_next_attempt_at"')) >= 2,
        10_000,
      )
      await lock.release()
      lock = undefined
      expect(
        await until(async () => (await lead(failing)).webhook_status === 'delivered', 10_000),
      ).toBe(true)
      // Time for a second sender, had there been one, to be heard.
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      const delivered = receiver.deliveries.filter((d) => d.status === 200).map((d) => d.leadId)
      expect(delivered.sort()).toEqual([failing, ...fresh].sort())
      expect(await lead(failing)).toMatchObject({
        webhook_status: 'delivered',
        webhook_attempts: 2,
      })
      expect(raced).toBe(true)
    } finally {
      await lock?.release().catch(() => {})
      await client.end()
      await Promise.all(instances.map((instance) => instance.stop()))
      await receiver.close()
    }
  })
})

const lead = (id: string) =>
  db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

/** The demo form, posted natively on an instance's landing; the stored lead's id. */
async function submitLead(base: string, email: string): Promise<string> {
  const context = await fixture
    .browser()
    .newContext({ baseURL: base, locale: 'pt-BR', javaScriptEnabled: false })
  try {
    const page = await context.newPage()
    await page.goto('/planejamento-de-midia#formulario')
    await fillLead(page, email)
    const form = leadForm(page)
    await form.getByRole('button', { name: 'Solicitar demonstração' }).click()
    await page.waitForURL((url) => url.pathname === '/obrigado')
  } finally {
    await context.close()
  }
  const row = await db
    .selectFrom('leads')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow()
  return row.id
}
