import { randomUUID } from 'node:crypto'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { normalizeSearchText } from '@/lib/text'
import { sidebarLinks, signedInPages, texts, toast } from './support/admin-panel'
import { createAccount, resetRateLimits } from './support/auth'
import { setupBrowser } from './support/browser'
import { E2E_ADMIN } from './support/constants'
import { openServerDatabase } from './support/database'

// The form that stores leads is driven in e2e/leads.e2e.ts; here a lead is written directly.
const fixture = setupBrowser()
const database = openServerDatabase()
const { db } = database
const { openAs, closeContexts } = signedInPages(fixture)
const SETTING_KEY = 'leads:editors_can_read'

beforeEach(async () => {
  await resetRateLimits()
})

afterAll(async () => {
  // The setting is global: never leave it on for the other files.
  await db.deleteFrom('app_settings').where('key', '=', SETTING_KEY).execute()
  await closeContexts()
  await database.destroy()
})

async function insertLead(name: string, company: string): Promise<string> {
  const email = `acesso-${randomUUID().slice(0, 8)}@acai.com.br`
  await db
    .insertInto('leads')
    .values({
      id: randomUUID(),
      name,
      email,
      phone: '21998765432',
      company,
      consent_lgpd: true,
      source: 'ai-planner',
      search_text: normalizeSearchText(`${name} ${email} ${company}`),
      created_at: new Date(),
    })
    .execute()
  return email
}

describe('who sees lead data', () => {
  it('is for admins until an admin allows editors; every export is audited and formula-safe', async () => {
    const email = await insertLead('Olga Restrita', 'Açaí,=HYPERLINK("http://x.example","y")')
    const exportHref = '/api/leads/export?q=olga+restrita'

    // An editor: no menu entry, a refusal on the page and from the export route.
    const editor = await openAs(await createAccount({ role: 'editor' }))
    await editor.goto('/admin/leads')
    await editor.locator('main [data-access-denied]').waitFor()
    expect(await texts(sidebarLinks(editor))).not.toContain('Leads')
    expect(await editor.locator('tr[data-lead-row]').count()).toBe(0)
    expect((await editor.context().request.get(exportHref)).status()).toBe(403)

    // The admin allows editors in Configurações.
    const admin = await openAs(E2E_ADMIN)
    await admin.goto('/admin/configuracoes')
    const setting = admin.locator('[data-lead-access-setting]')
    expect(await setting.getAttribute('aria-checked')).toBe('false')
    await setting.click()
    await toast(admin, 'Editores agora podem ver e exportar leads e planos').waitFor()
    expect(await setting.getAttribute('aria-checked')).toBe('true')

    await editor.goto('/admin/leads')
    await editor.locator(`tr[data-lead-row="${email}"]`).waitFor()
    expect(await texts(sidebarLinks(editor))).toEqual(expect.arrayContaining(['Leads', 'Planos']))
    const csv = await editor.context().request.get(exportHref)
    expect(csv.status()).toBe(200)
    // Split on ',' or on ';', the part after the comma is text, not a formula.
    expect((await csv.body()).toString('utf8')).toContain(
      `"Açaí,'=HYPERLINK(""http://x.example"",""y"")"`,
    )

    const entry = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'leads.exported')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow()
    expect(entry.actor_email).toMatch(/^pessoa-/)
    expect(JSON.parse(entry.details ?? '{}')).toEqual({ filter: { q: 'olga restrita' }, rows: 1 })
    await admin.goto('/admin/auditoria')
    await admin.getByText('Leads exportados (CSV)').first().waitFor()

    // Taken back: the editor is refused again.
    await admin.goto('/admin/configuracoes')
    await admin.locator('[data-lead-access-setting]').click()
    await toast(admin, 'Leads e planos agora são só para administradores').waitFor()
    expect((await editor.context().request.get(exportHref)).status()).toBe(403)
  })
})
