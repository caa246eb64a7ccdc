import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { LAST_ADMIN_MESSAGE, UNVERIFIED_MESSAGE } from '@/lib/validations/users'
import { sessionCounter, sidebarLinks, signedInPages, toast } from './support/admin-panel'
import { createAccount, resetRateLimits } from './support/auth'
import { setupBrowser } from './support/browser'
import { E2E_ADMIN } from './support/constants'
import { openServerDatabase } from './support/database'

const fixture = setupBrowser()
const database = openServerDatabase()
const { db } = database
const { openAs, closeContexts } = signedInPages(fixture)
const sessionCount = sessionCounter(db)

beforeEach(async () => {
  await resetRateLimits()
})

afterAll(async () => {
  await closeContexts()
  await database.destroy()
})

async function roleOf(userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('user_roles')
    .select('role')
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return row?.role ?? null
}

async function verified(userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('user')
    .select('emailVerified')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow()
  return row.emailVerified === true
}

function userRow(page: Page, email: string) {
  return page.locator(`tr[data-user-row="${email}"]`)
}

async function changeRole(page: Page, email: string, role: 'admin' | 'editor' | 'none') {
  const row = userRow(page, email)
  await row.locator('select').selectOption(role)
  await row.locator('button[type="submit"]').click()
}

describe('users', () => {
  it('promotes an account without a role to editor', async () => {
    const person = await createAccount({ role: null })
    const page = await openAs(E2E_ADMIN)
    await page.goto('/admin/users')
    const row = userRow(page, person.email)
    await row.waitFor()
    expect(await row.locator('select').inputValue()).toBe('none')
    expect(await row.locator('[data-two-factor]').textContent()).toBe('Desativada')
    expect(await row.textContent()).toMatch(/\d{2}\/\d{2}\/\d{4}/)
    expect(await row.locator('button[type="submit"]').isDisabled()).toBe(true)

    await changeRole(page, person.email, 'editor')
    await toast(page, 'Papel atualizado').waitFor()
    expect(await roleOf(person.id)).toBe('editor')
    await page.reload()
    expect(await userRow(page, person.email).locator('select').inputValue()).toBe('editor')
  })

  it('shows an unconfirmed account as "verificação pendente"; the server refuses it a role', async () => {
    const person = await createAccount({ role: null, emailVerified: false })
    const page = await openAs(E2E_ADMIN)
    await page.goto('/admin/users')
    const row = userRow(page, person.email)
    await row.waitFor()
    expect(await row.locator('[data-verification="pending"]').textContent()).toBe(
      'verificação pendente',
    )
    await changeRole(page, person.email, 'editor')
    await toast(page, UNVERIFIED_MESSAGE).waitFor()
    expect(await roleOf(person.id)).toBeNull()

    // A confirmed account has no badge.
    const confirmed = await createAccount({ role: null })
    await page.reload()
    await userRow(page, confirmed.email).waitFor()
    expect(await userRow(page, confirmed.email).locator('[data-verification]').count()).toBe(0)
  })

  it('without a mail server, shows a pending account its link to copy; only that account can use it', async () => {
    const person = await createAccount({ role: null, emailVerified: false })
    const page = await openAs(E2E_ADMIN)
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/admin/users')
    const row = userRow(page, person.email)
    const shown = row.locator(`[data-confirmation-link="${person.email}"]`)
    await shown.waitFor()
    // Nothing can be sent from here, so nothing offers to send.
    expect(await row.getByRole('button', { name: /Reenviar/ }).count()).toBe(0)
    expect(await shown.textContent()).toContain('Sem servidor de email')

    await row.getByRole('button', { name: `Copiar link de confirmação de ${person.email}` }).click()
    await toast(page, 'Link copiado').waitFor()
    expect(await toast(page, 'enviado').count()).toBe(0)
    const link = await page.evaluate(() => navigator.clipboard.readText())
    expect(link).toBe(await row.getByLabel(`Link de confirmação de ${person.email}`).inputValue())
    expect(link).toMatch(
      new RegExp(`^${fixture.baseURL}/admin/login/confirmar-email\\?token=[\\w.%-]+$`),
    )

    // The admin who copied it cannot confirm the address with it.
    await page.goto(link)
    const other = page.locator('[data-confirm-state="Outra conta"]')
    await other.waitFor()
    expect(await other.textContent()).toContain(person.email)
    expect(await page.getByRole('button', { name: 'Confirmar email' }).count()).toBe(0)
    expect(await verified(person.id)).toBe(false)

    // The person, handed the link, signs in with their own password and confirms.
    const personPage = await fixture.newPage()
    await personPage.goto(link)
    await personPage.locator('[data-confirm-state="Entrar"]').waitFor()
    await personPage.getByLabel('Senha', { exact: true }).fill(person.password)
    await personPage.getByRole('button', { name: 'Entrar' }).click()
    await personPage.getByRole('button', { name: 'Confirmar email' }).click()
    await personPage.locator('[data-confirm-state="Email confirmado"]').waitFor()
    expect(await verified(person.id)).toBe(true)

    await page.goto('/admin/users')
    await row.waitFor()
    expect(await row.locator('[data-verification]').count()).toBe(0)
    expect(await row.locator('[data-confirmation-link]').count()).toBe(0)
  })

  it('demotes an editor to no access and ends their sessions', async () => {
    const editor = await createAccount({ role: 'editor' })
    const editorPage = await openAs(editor)
    await editorPage.goto('/admin')
    await editorPage.locator('h1', { hasText: 'Dashboard' }).waitFor()
    expect(await sessionCount(editor.id)).toBe(1)

    const page = await openAs(E2E_ADMIN)
    await page.goto('/admin/users')
    await changeRole(page, editor.email, 'none')
    await toast(page, 'Papel atualizado').waitFor()
    expect(await roleOf(editor.id)).toBeNull()
    expect(await sessionCount(editor.id)).toBe(0)
    await editorPage.reload()
    await editorPage.waitForURL(`${fixture.baseURL}/admin/login`)
  })

  it('refuses to demote the last admin and says why', async () => {
    const admin = await db
      .selectFrom('user')
      .select('id')
      .where('email', '=', E2E_ADMIN.email)
      .executeTakeFirstOrThrow()
    // Make the seeded admin the only one for this check; the others get their role back after.
    const others = await db
      .selectFrom('user_roles')
      .select('user_id')
      .where('role', '=', 'admin')
      .where('user_id', '!=', admin.id)
      .execute()
    await db
      .deleteFrom('user_roles')
      .where('role', '=', 'admin')
      .where('user_id', '!=', admin.id)
      .execute()
    try {
      const page = await openAs(E2E_ADMIN)
      await page.goto('/admin/users')
      await changeRole(page, E2E_ADMIN.email, 'editor')
      await toast(page, LAST_ADMIN_MESSAGE).waitFor()
      expect(await roleOf(admin.id)).toBe('admin')
      expect(await userRow(page, E2E_ADMIN.email).locator('select').inputValue()).toBe('admin')
      await page.reload()
      await page.locator('h1', { hasText: 'Usuários' }).waitFor()
    } finally {
      for (const { user_id } of others)
        await db.insertInto('user_roles').values({ user_id, role: 'admin' }).execute()
    }
  })

  it('records role changes in the audit log, newest first', async () => {
    const person = await createAccount({ role: null })
    const page = await openAs(E2E_ADMIN)
    await page.goto('/admin/users')
    await changeRole(page, person.email, 'editor')
    await toast(page, 'Papel atualizado').waitFor()
    await page.reload()
    await changeRole(page, person.email, 'none')
    await toast(page, 'Papel atualizado').last().waitFor()

    await sidebarLinks(page).filter({ hasText: 'Auditoria' }).click()
    await page.waitForURL(`${fixture.baseURL}/admin/auditoria`)
    const rows = page.locator('[data-audit-table] tbody tr', { hasText: person.email })
    await rows.first().waitFor()
    expect(await rows.count()).toBe(2)
    const [newest, older] = [rows.nth(0), rows.nth(1)]
    for (const row of [newest, older]) {
      expect(await row.textContent()).toContain('Papel alterado')
      expect(await row.textContent()).toContain(E2E_ADMIN.email)
      expect(await row.locator('time').textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)
    }
    expect(await newest.textContent()).toContain('Editor → Sem acesso')
    expect(await older.textContent()).toContain('Sem acesso → Editor')
  })

  it('pages through the audit log with ?pagina=N', async () => {
    const marker = `paginacao-${randomUUID().slice(0, 8)}@exemplo.com.br`
    await db
      .insertInto('audit_log')
      .values(
        Array.from({ length: 55 }, (_, i) => ({
          id: randomUUID(),
          actor_email: marker,
          action: 'auth.sign_in',
          created_at: new Date(Date.UTC(2020, 6, 1, 12, i)),
        })),
      )
      .execute()
    // Counted after signing in: the sign-in is an entry too.
    const page = await openAs(E2E_ADMIN)
    const total = (await db.selectFrom('audit_log').select('id').execute()).length
    const lastPage = Math.ceil(total / 50)
    await page.goto('/admin/auditoria')
    const pagination = page.locator('nav[aria-label="Paginação do log de auditoria"]')
    await pagination.waitFor()
    expect(await pagination.locator('a', { hasText: 'Anterior' }).count()).toBe(0)
    await pagination.locator('a', { hasText: 'Próxima' }).click()
    await page.waitForURL(`${fixture.baseURL}/admin/auditoria?pagina=2`)
    await pagination.locator('a', { hasText: 'Anterior' }).waitFor()

    await page.goto(`/admin/auditoria?pagina=${lastPage}`)
    const last = page.locator('[data-audit-table] tbody tr').last()
    await last.waitFor()
    expect(await last.textContent()).toContain(marker)
    expect(await last.locator('time').textContent()).toBe('01/07/2020 09:00')
    expect(await pagination.locator('a', { hasText: 'Próxima' }).count()).toBe(0)

    await page.goto('/admin/auditoria?pagina=9999')
    await page.locator('[data-audit-empty]').waitFor()
    expect(await page.locator('[data-audit-empty]').textContent()).toContain(
      'Nenhum registro nesta página',
    )
  })
})
