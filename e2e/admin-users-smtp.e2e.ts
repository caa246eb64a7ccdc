import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSmtpInbox } from '../tests/support/smtp-inbox'
import { signedInPages, toast } from './support/admin-panel'
import { createAccount, resetRateLimits } from './support/auth'
import { setupBrowser } from './support/browser'
import { E2E_ADMIN } from './support/constants'
import { startInstance, type Instance } from './support/instances'

/*
 * The suite's server has no SMTP_URL (set at start), so one more instance of the same build and
 * database gets one, pointing at a real SMTP server here that can be told to refuse mail.
 */

const fixture = setupBrowser()
const { openAs, closeContexts } = signedInPages(fixture)
const SMTP = { user: 'painel', pass: 'segredo-smtp' }
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>
let instance: Instance

beforeAll(async () => {
  await resetRateLimits()
  inbox = await startSmtpInbox(SMTP)
  instance = await startInstance({
    env: { SMTP_URL: inbox.url, SQLITE_ALLOW_SECOND_INSTANCE: '1' },
  })
})

afterAll(async () => {
  await closeContexts()
  await instance?.stop()
  await inbox?.close()
})

function userRow(page: Page, email: string) {
  return page.locator(`tr[data-user-row="${email}"]`)
}

describe('"Reenviar link" with a mail server', () => {
  it('says the link was sent only once the mail server took it, and says so when it refused', async () => {
    const person = await createAccount({ role: null, emailVerified: false })
    const page = await openAs(E2E_ADMIN)
    // The session cookie is the e2e server's (localhost); the instance shares its database.
    await page.goto(`http://localhost:${instance.port}/admin/users`)
    const row = userRow(page, person.email)
    await row.waitFor()
    expect(await row.locator('[data-confirmation-link]').count()).toBe(0)
    const resend = row.getByRole('button', {
      name: `Reenviar link de confirmação para ${person.email}`,
    })

    await resend.click()
    await toast(page, 'Link de confirmação enviado').waitFor()
    const mails = () => inbox.mails.filter((mail) => mail.to.includes(person.email))
    expect(mails()).toHaveLength(1)
    expect(mails()[0]?.text).toContain('/admin/login/confirmar-email?token=')

    inbox.setRefusing(true)
    await page.reload()
    await row.waitFor()
    await resend.click()
    await toast(page, 'Não foi possível enviar o email').waitFor()
    expect(await toast(page, 'Link de confirmação enviado').count()).toBe(0)
    expect(mails()).toHaveLength(1)
    inbox.setRefusing(false)
  })
})
