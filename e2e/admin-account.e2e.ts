import { readFile } from 'node:fs/promises'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createAccount, resetRateLimits, signedInContext } from './support/auth'
import { setupBrowser } from './support/browser'
import { openServerDatabase } from './support/database'
import { totpCode } from '../tests/support/totp'

const fixture = setupBrowser()
const database = openServerDatabase()
const { db } = database
const contexts: BrowserContext[] = []
const POLICY_KEY = 'security:require_two_factor'

beforeEach(async () => {
  await resetRateLimits()
})

// The policy is global: never leave it on for the other files.
afterEach(async () => {
  await db.deleteFrom('app_settings').where('key', '=', POLICY_KEY).execute()
})

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {})
  await database.destroy()
})

type Account = { id: string; email: string; password: string }

async function openContext(account: Account): Promise<BrowserContext> {
  const context = await signedInContext(fixture.browser(), account)
  contexts.push(context)
  return context
}

async function openAs(account: Account): Promise<Page> {
  return (await openContext(account)).newPage()
}

function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]', { hasText: text })
}

function twoFactorSection(page: Page) {
  return page.locator('section[aria-labelledby="duas-etapas-title"]')
}

async function twoFactorFlags(userId: string) {
  const user = await db
    .selectFrom('user')
    .select('twoFactorEnabled')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow()
  const row = await db
    .selectFrom('twoFactor')
    .select('verified')
    .where('userId', '=', userId)
    .executeTakeFirst()
  return { enabled: user.twoFactorEnabled === true, verified: row?.verified ?? null }
}

/** Turns two-factor sign-in on from /admin/conta, as a person with an authenticator app would. */
async function enrolTwoFactor(page: Page, password: string): Promise<string[]> {
  await page.goto('/admin/conta')
  const section = twoFactorSection(page)
  await section.locator('[data-two-factor-status="off"]').waitFor()
  await section.getByLabel('Senha atual').fill(password)
  await section.locator('button', { hasText: 'Ativar' }).click()
  const key = section.locator('[data-totp-key]')
  await key.waitFor()
  const secret = ((await key.textContent()) ?? '').replace(/\s/g, '')
  await section.getByLabel('Código do aplicativo').fill(totpCode(secret))
  await section.locator('button', { hasText: 'Verificar e ativar' }).click()
  const codes = section.locator('[data-recovery-codes] li')
  await codes.first().waitFor()
  await section.locator('[data-two-factor-status="on"]').waitFor()
  return (await codes.allTextContents()).map((code) => code.trim())
}

describe('two-factor sign-in on /admin/conta', () => {
  it('enrols with the QR code or key, shows recovery codes once, renews them and turns off', async () => {
    const editor = await createAccount({ role: 'editor' })
    const context = await openContext(editor)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const page = await context.newPage()
    await page.goto('/admin/conta')
    const section = twoFactorSection(page)
    await section.locator('[data-two-factor-status="off"]').waitFor()
    expect(await section.locator('[data-two-factor-status]').textContent()).toBe('Desativada')

    // A wrong password is refused by the server, with a pt-BR message.
    await section.getByLabel('Senha atual').fill('Errada@Senha123')
    await section.locator('button', { hasText: 'Ativar' }).click()
    await toast(page, 'Senha incorreta.').waitFor()

    await section.getByLabel('Senha atual').fill(editor.password)
    await section.locator('button', { hasText: 'Ativar' }).click()
    const qr = section.getByRole('img', { name: /QR code/ })
    await qr.waitFor()
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
    const keyText = (await section.locator('[data-totp-key]').textContent()) ?? ''
    expect(keyText).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/)
    const secret = keyText.replace(/\s/g, '')

    // A wrong code does not turn it on.
    const wrong = String((Number(totpCode(secret)) + 1) % 1_000_000).padStart(6, '0')
    await section.getByLabel('Código do aplicativo').fill(wrong)
    await section.locator('button', { hasText: 'Verificar e ativar' }).click()
    await toast(page, 'Código não confirmado').waitFor()
    expect((await twoFactorFlags(editor.id)).enabled).toBe(false)

    await section.getByLabel('Código do aplicativo').fill(totpCode(secret))
    await section.locator('button', { hasText: 'Verificar e ativar' }).click()
    const codes = section.locator('[data-recovery-codes] li')
    await codes.first().waitFor()
    expect(await codes.count()).toBe(10)
    await section.locator('[data-two-factor-status="on"]').waitFor()
    expect(await section.locator('[data-two-factor-status]').textContent()).toBe('Ativada')
    expect(await twoFactorFlags(editor.id)).toEqual({ enabled: true, verified: true })
    const firstCodes = (await codes.allTextContents()).map((code) => code.trim())

    await section.locator('button', { hasText: 'Copiar' }).click()
    await toast(page, 'Códigos copiados').waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstCodes.join('\n'))
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.locator('button', { hasText: 'Baixar (.txt)' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('codigos-de-recuperacao.txt')
    const file = await readFile((await download.path()) ?? '', 'utf8')
    for (const code of firstCodes) expect(file).toContain(code)

    // Shown once: after "Já guardei" the codes are gone, also after a reload.
    await section.locator('button', { hasText: 'Já guardei os códigos' }).click()
    expect(await section.locator('[data-recovery-codes]').count()).toBe(0)
    await page.reload()
    await section.locator('[data-two-factor-status="on"]').waitFor()
    expect(await section.locator('[data-recovery-codes]').count()).toBe(0)

    await section.locator('button', { hasText: 'Gerar novos códigos de recuperação' }).click()
    await section.getByLabel('Senha atual').fill(editor.password)
    await section.locator('button', { hasText: 'Gerar novos códigos' }).last().click()
    await codes.first().waitFor()
    const newCodes = (await codes.allTextContents()).map((code) => code.trim())
    expect(newCodes).toHaveLength(10)
    expect(newCodes.some((code) => firstCodes.includes(code))).toBe(false)
    await section.locator('button', { hasText: 'Já guardei os códigos' }).click()

    await section.locator('button', { hasText: 'Desativar' }).click()
    await section.getByLabel('Senha atual').fill(editor.password)
    await section.locator('form button[type="submit"]', { hasText: 'Desativar' }).click()
    await toast(page, 'Verificação em duas etapas desativada').waitFor()
    await section.locator('[data-two-factor-status="off"]').waitFor()
    expect((await twoFactorFlags(editor.id)).enabled).toBe(false)

    const audit = await db
      .selectFrom('audit_log')
      .select('action')
      .where('actor_id', '=', editor.id)
      .execute()
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['auth.two_factor_enabled', 'auth.two_factor_disabled']),
    )
  })
})

describe('team two-factor policy', () => {
  it('only an admin with two-factor on can require it; others are held at /admin/conta', async () => {
    const admin = await createAccount({ role: 'admin' })
    const editor = await createAccount({ role: 'editor' })
    const adminPage = await openAs(admin)
    const editorPage = await openAs(editor)

    await adminPage.goto('/admin/users')
    const policy = adminPage.getByRole('switch', {
      name: 'Exigir verificação em duas etapas para toda a equipe',
    })
    await policy.waitFor()
    expect(await policy.getAttribute('aria-checked')).toBe('false')
    await policy.click()
    await toast(
      adminPage,
      'Ative a verificação em duas etapas na sua conta antes de exigi-la da equipe.',
    ).waitFor()
    expect(await policy.getAttribute('aria-checked')).toBe('false')

    await enrolTwoFactor(adminPage, admin.password)
    await adminPage.goto('/admin/users')
    await policy.click()
    await toast(adminPage, 'exigida de toda a equipe').waitFor()
    expect(await policy.getAttribute('aria-checked')).toBe('true')
    const setting = await db
      .selectFrom('app_settings')
      .select('value')
      .where('key', '=', POLICY_KEY)
      .executeTakeFirst()
    expect(setting?.value).toBe('true')

    await editorPage.goto('/admin')
    const notice = editorPage.locator('main [data-two-factor-required]')
    await notice.waitFor()
    expect(await notice.textContent()).toContain('A verificação em duas etapas é obrigatória')
    expect(await notice.locator('a').getAttribute('href')).toBe('/admin/conta')
    expect(await editorPage.locator('[data-stat]').count()).toBe(0)
    const links = editorPage.locator('header[data-admin-sidebar] nav a')
    expect((await links.allTextContents()).map((text) => text.trim())).toEqual(['Minha conta'])

    await notice.locator('a').click()
    await editorPage.waitForURL(`${fixture.baseURL}/admin/conta`)
    await twoFactorSection(editorPage).waitFor()
    await enrolTwoFactor(editorPage, editor.password)
    await editorPage.goto('/admin')
    await editorPage.locator('[data-stat="total"]').waitFor()
  })
})

describe('changing the password', () => {
  it('checks the policy, then ends the other sessions and keeps this one', async () => {
    const editor = await createAccount({ role: 'editor' })
    const page = await openAs(editor)
    const otherPage = await openAs(editor)
    await otherPage.goto('/admin')
    await otherPage.locator('[data-stat="total"]').waitFor()

    await page.goto('/admin/conta')
    const form = page.locator('section[aria-labelledby="alterar-senha-title"]')
    await form.getByLabel('Senha atual').fill(editor.password)
    await form.getByLabel('Nova senha').fill('curta')
    await form.locator('button', { hasText: 'Alterar senha' }).click()
    expect(await form.textContent()).toContain('A senha deve ter pelo menos 12 caracteres.')
    expect(await form.getByLabel('Nova senha').getAttribute('aria-invalid')).toBe('true')

    await form.getByLabel('Senha atual').fill('Errada@Senha123')
    await form.getByLabel('Nova senha').fill('Nova@Senha2026x')
    await form.locator('button', { hasText: 'Alterar senha' }).click()
    await toast(page, 'Erro ao alterar a senha').waitFor()

    await form.getByLabel('Senha atual').fill(editor.password)
    await form.locator('button', { hasText: 'Alterar senha' }).click()
    await toast(page, 'Senha alterada').waitFor()

    await otherPage.reload()
    await otherPage.waitForURL(`${fixture.baseURL}/admin/login`)
    await page.goto('/admin')
    await page.locator('[data-stat="total"]').waitFor()
    const sessions = await db
      .selectFrom('session')
      .select('id')
      .where('userId', '=', editor.id)
      .execute()
    expect(sessions).toHaveLength(1)
  })
})

describe('guessing the password on /admin/conta', () => {
  it('stops after too many wrong passwords, even the right one, and says how long to wait', async () => {
    const editor = await createAccount({ role: 'editor' })
    const context = await openContext(editor)
    const page = await context.newPage()
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
    // Nine wrong guesses with this session over HTTP (a stolen cookie), then the screen.
    for (let i = 0; i < 9; i++) {
      const response = await fetch(`${fixture.baseURL}/api/auth/two-factor/enable`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: fixture.baseURL, cookie },
        body: JSON.stringify({ password: `Errada@Chute${i}2026` }),
      })
      expect(response.status).toBe(400)
    }

    await page.goto('/admin/conta')
    const section = twoFactorSection(page)
    await section.getByLabel('Senha atual').fill('Errada@Chute2026')
    await section.locator('button', { hasText: 'Ativar' }).click()
    await toast(page, 'Senha incorreta.').waitFor()

    await section.getByLabel('Senha atual').fill(editor.password)
    await section.locator('button', { hasText: 'Ativar' }).click()
    const limited = toast(page, 'Muitas tentativas com a senha errada.')
    await limited.waitFor()
    expect(await limited.textContent()).toContain('Tente de novo em 60 minutos.')
    expect(await section.locator('[data-totp-key]').count()).toBe(0)

    // The limit is the account's: the password form refuses the right password too.
    const form = page.locator('section[aria-labelledby="alterar-senha-title"]')
    await form.getByLabel('Senha atual').fill(editor.password)
    await form.getByLabel('Nova senha').fill('Nova@Senha2026x')
    await form.locator('button', { hasText: 'Alterar senha' }).click()
    await toast(page, 'Erro ao alterar a senha').waitFor()
    expect(await toast(page, 'Erro ao alterar a senha').textContent()).toContain(
      'Muitas tentativas com a senha errada.',
    )
    expect(await twoFactorFlags(editor.id)).toEqual({ enabled: false, verified: null })
    const signIn = await fetch(`${fixture.baseURL}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: fixture.baseURL },
      body: JSON.stringify({ email: editor.email, password: editor.password }),
    })
    expect(signIn.status).toBe(200)
  })
})
