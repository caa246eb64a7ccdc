import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { LEAD_FORM_MESSAGES, LEAD_MESSAGES } from '@/lib/validations/lead'
import { rateLimitAddress } from '@/server/request-ip'
import { signedInPages } from './support/admin-panel'
import { resetRateLimits } from './support/auth'
import { setupBrowser } from './support/browser'
import { E2E_ADMIN } from './support/constants'
import { openServerDatabase } from './support/database'
import { fillLead, leadForm } from './support/lead-form'

// The form lives on both landings; this one is enough to drive it.
const LANDING = '/planejamento-de-midia'
const CAMPAIGN = '?utm_source=google&utm_medium=cpc&utm_campaign=e2e-leads&gclid=Cj0-e2e'

const fixture = setupBrowser()
const database = openServerDatabase()
const { db } = database
const { openAs, closeContexts } = signedInPages(fixture)

beforeEach(async () => {
  await resetRateLimits()
})

afterAll(async () => {
  await closeContexts()
  await database.destroy()
})

const form = leadForm

/**
 * After a native post the browser keeps the form's #formulario on the redirect (fragments
 * carry over redirects), so only the path is compared.
 */
async function waitForThankYou(page: Page) {
  await page.waitForURL((url) => url.pathname === '/obrigado')
  // After a client-side redirect Next keeps the landing's tree mounted but hidden (React
  // Activity, for the back button): the one visible h1 must be 'Obrigado!'.
  const visible = page.locator('h1:visible')
  await visible.filter({ hasText: 'Obrigado!' }).waitFor()
  expect(await visible.allTextContents()).toEqual(['Obrigado!'])
}

async function leadByEmail(email: string) {
  return db.selectFrom('leads').selectAll().where('email', '=', email).executeTakeFirst()
}

async function fieldError(page: Page, id: string): Promise<string | null> {
  const input = page.locator(`#${id}`)
  if ((await input.getAttribute('aria-invalid')) !== 'true') return null
  const describedBy = (await input.getAttribute('aria-describedby')) ?? ''
  const errorId = describedBy.split(' ').find((part) => part.endsWith('-error'))
  return errorId ? page.locator(`#${errorId}`).textContent() : null
}

describe('lead form with JavaScript', () => {
  it('checks fields in the browser, then stores the lead with its campaign and shows /obrigado', async () => {
    const page = await fixture.newPage()
    await page.goto(`${LANDING}${CAMPAIGN}#formulario`)
    await form(page).waitFor()
    expect(
      await form(page)
        .getByLabel(/Li e concordo/)
        .isChecked(),
    ).toBe(false)
    const policy = form(page).locator('a[href="/politica-privacidade"]')
    expect(await policy.getAttribute('target')).toBe('_blank')
    // The honeypot is off screen and out of the tab order.
    const trap = form(page).locator('input[name="website"]')
    expect(await trap.getAttribute('tabindex')).toBe('-1')
    expect((await trap.boundingBox())?.x ?? 0).toBeLessThan(0)

    await form(page).getByRole('button', { name: 'Solicitar demonstração' }).click()
    expect(await fieldError(page, 'lead-name')).toBe(LEAD_MESSAGES.name.required)
    expect(await fieldError(page, 'lead-email')).toBe(LEAD_MESSAGES.email.required)
    expect(await fieldError(page, 'lead-phone')).toBe(LEAD_MESSAGES.phone.required)
    expect(await fieldError(page, 'lead-company')).toBe(LEAD_MESSAGES.company.required)
    expect(await fieldError(page, 'lead-role')).toBe(LEAD_MESSAGES.role.required)
    expect(await fieldError(page, 'lead-budget')).toBe(LEAD_MESSAGES.budget.required)
    expect(await fieldError(page, 'lead-consent')).toBe(LEAD_MESSAGES.consent.required)
    expect(await fieldError(page, 'lead-message')).toBeNull()
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('lead-name')
    expect(page.url()).toContain(LANDING)

    // On blur, a typed value is checked; fixing it clears the message as you type.
    const phone = form(page).getByLabel('Telefone / WhatsApp')
    await phone.fill('1234')
    await phone.blur()
    expect(await fieldError(page, 'lead-phone')).toBe(LEAD_MESSAGES.phone.invalid)
    await phone.fill('(11) 98765-4321')
    expect(await fieldError(page, 'lead-phone')).toBeNull()

    const email = `js-${randomUUID().slice(0, 8)}@acai.com.br`
    await fillLead(page, email)
    // Hold the post a moment to see the pending state.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(`**${LANDING}**`, async (route) => {
      if (route.request().method() === 'POST') await held
      await route.continue()
    })
    await form(page).getByRole('button', { name: 'Solicitar demonstração' }).click()
    const pending = form(page).locator('button[type="submit"]')
    await page.waitForFunction(() =>
      document
        .querySelector('form[data-lead-form] button[type="submit"]')
        ?.hasAttribute('disabled'),
    )
    expect((await pending.textContent())?.trim()).toBe('Enviando...')
    expect(await form(page).getAttribute('aria-busy')).toBe('true')
    release()
    await waitForThankYou(page)

    const lead = await leadByEmail(email)
    expect(lead).toMatchObject({
      name: 'Conceição Araújo',
      phone: '21998765432',
      company: 'Açaí & Cia',
      job_title: 'Head de Growth',
      budget_range: '10000-50000',
      consent_lgpd: true,
      source: 'planejamento-de-midia',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'e2e-leads',
      gclid: 'Cj0-e2e',
      webhook_status: 'none',
    })
  })
})

describe('lead form when the server refuses', () => {
  it('shows the rate-limit message and keeps every typed value', async () => {
    // The e2e browser reaches the server from the loopback address, in one of these forms
    // (counted as the server counts them: an IPv6 address by its /64).
    const keys = ['127.0.0.1', '::1'].map((ip) => `lead:ip:${rateLimitAddress(ip)}`)
    for (const key of keys) {
      await db
        .insertInto('rate_limit_buckets')
        .values({ key, count: 99, reset_ms: Date.now() + 3_600_000 })
        .execute()
    }
    const page = await fixture.newPage()
    await page.goto(`${LANDING}#formulario`)
    const email = `limite-${randomUUID().slice(0, 8)}@acai.com.br`
    await fillLead(page, email)
    await form(page).getByRole('button', { name: 'Solicitar demonstração' }).click()
    const message = form(page).locator('[data-lead-form-message]')
    await message.waitFor()
    expect(await message.textContent()).toBe(LEAD_FORM_MESSAGES.rateLimited)
    expect(await message.getAttribute('role')).toBe('alert')
    expect(await page.locator('#lead-name').inputValue()).toBe('Conceição Araújo')
    expect(await page.locator('#lead-email').inputValue()).toBe(email)
    expect(await page.locator('#lead-budget').inputValue()).toBe('10000-50000')
    expect(await page.locator('#lead-consent').isChecked()).toBe(true)
    expect(await leadByEmail(email)).toBeUndefined()
    expect(new URL(page.url()).pathname).toBe(LANDING)
  })
})

describe('lead form without JavaScript', () => {
  it('posts natively: errors come back next to the fields with everything typed, then it goes through', async () => {
    const context = await fixture.browser().newContext({
      baseURL: fixture.baseURL,
      locale: 'pt-BR',
      javaScriptEnabled: false,
    })
    try {
      const page = await context.newPage()
      await page.goto(`${LANDING}#formulario`)
      const email = `nojs-${randomUUID().slice(0, 8)}@acai.com.br`
      await fillLead(page, email, { 'Telefone / WhatsApp': '(10) 1234-5678' })
      await form(page).getByRole('button', { name: 'Solicitar demonstração' }).click()
      await page.waitForLoadState('load')
      await form(page).locator('[data-lead-form-message]').waitFor()
      // The permalink brings the visitor back to the form, not to the top of the page.
      expect(new URL(page.url()).hash).toBe('#formulario')
      expect(await form(page).locator('[data-lead-form-message]').textContent()).toBe(
        LEAD_FORM_MESSAGES.invalid,
      )
      expect(await fieldError(page, 'lead-phone')).toBe(LEAD_MESSAGES.phone.invalid)
      expect(await fieldError(page, 'lead-email')).toBeNull()
      // Nothing typed is lost.
      expect(await page.locator('#lead-name').inputValue()).toBe('Conceição Araújo')
      expect(await page.locator('#lead-email').inputValue()).toBe(email)
      expect(await page.locator('#lead-phone').inputValue()).toBe('(10) 1234-5678')
      expect(await page.locator('#lead-budget').inputValue()).toBe('10000-50000')
      expect(await page.locator('#lead-message').inputValue()).toBe(
        'Queremos escalar no Google e na Meta.',
      )
      expect(await page.locator('#lead-consent').isChecked()).toBe(true)
      expect(await leadByEmail(email)).toBeUndefined()

      await page.locator('#lead-phone').fill('11 3456-7890')
      await form(page).getByRole('button', { name: 'Solicitar demonstração' }).click()
      await waitForThankYou(page)
      // Campaign parameters are read by the browser script, so this path has none.
      expect(await leadByEmail(email)).toMatchObject({ phone: '1134567890', utm_source: null })
    } finally {
      await context.close()
    }
  })
})

describe('thank-you page', () => {
  it('thanks, says the team will get in touch, links home and is index, follow like every page', async () => {
    const page = await fixture.newPage()
    const response = await page.goto('/obrigado')
    expect(response?.status()).toBe(200)
    expect(await page.locator('h1').textContent()).toBe('Obrigado!')
    const text = (await page.locator('[data-thank-you]').textContent()) ?? ''
    expect(text).toContain('Recebemos sua solicitação')
    expect(text).toContain('Nossa equipe vai entrar em contato em breve')
    expect(await page.locator('a[data-thank-you-home]').getAttribute('href')).toBe('/')
    // The spec: every page is index, follow (the sitemap still leaves /obrigado out).
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('index, follow')
  })
})

describe('leads in the admin', () => {
  it('lists a submitted lead, finds it, and exports it as CSV', async () => {
    const email = `admin-${randomUUID().slice(0, 8)}@acai.com.br`
    const visitor = await fixture.newPage()
    await visitor.goto(`${LANDING}${CAMPAIGN}`)
    await fillLead(visitor, email, { 'Nome completo': 'Íris Gonçalves' })
    await form(visitor).getByRole('button', { name: 'Solicitar demonstração' }).click()
    await waitForThankYou(visitor)

    const page = await openAs(E2E_ADMIN)
    await page.goto('/admin/leads')
    await page.locator('h1', { hasText: 'Leads' }).waitFor()
    const sidebar = page.locator('header[data-admin-sidebar]')
    expect(await sidebar.locator('a[aria-current="page"]').textContent()).toContain('Leads')
    const row = page.locator(`tr[data-lead-row="${email}"]`)
    expect(await row.locator('[data-lead-name]').textContent()).toBe('Íris Gonçalves')
    expect(await row.textContent()).toContain('(21) 99876-5432')
    expect(await row.textContent()).toContain('R$ 10.000 a R$ 50.000')
    expect(await row.textContent()).toContain('google / cpc / e2e-leads')
    // Newest first.
    expect(await page.locator('tr[data-lead-row]').first().getAttribute('data-lead-row')).toBe(
      email,
    )

    await page.getByLabel('Buscar').fill('iris goncalves')
    await page.getByRole('button', { name: 'Filtrar' }).click()
    await page.waitForURL(/\/admin\/leads\?q=iris\+goncalves/)
    expect(await page.locator('tr[data-lead-row]').count()).toBe(1)

    const exportHref = await page.locator('a[data-leads-export]').getAttribute('href')
    expect(exportHref).toBe('/api/leads/export?q=iris+goncalves')
    const csv = await page.context().request.get(exportHref!)
    expect(csv.status()).toBe(200)
    const bytes = await csv.body()
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(`Íris Gonçalves;${email};(21) 99876-5432;Açaí & Cia;Head de Growth;`)

    const anonymous = await fetch(`${fixture.baseURL}${exportHref}`)
    expect(anonymous.status).toBe(401)
  })
})
