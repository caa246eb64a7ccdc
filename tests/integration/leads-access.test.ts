import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { GET } from '@/app/api/leads/export/route'
import { normalizeSearchText } from '@/lib/text'
import { AUTH_MESSAGES } from '@/server/auth/errors'
import { createOrPromoteUser } from '@/server/auth/users'
import { parseLeadsQuery } from '@/server/leads/filters'
import { exportLeads, listLeads } from '@/server/leads/queries'
import { listPlans } from '@/server/planner/queries'
import { setLeadEditorAccessAction } from '@/server/settings/actions'
import { LEADS_EDITOR_ACCESS_KEY } from '@/server/settings/queries'
import { signInCookie } from '../support/auth-requests'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'

const request = vi.hoisted(() => ({ cookie: '' }))
vi.mock('next/headers', () => ({
  headers: async () =>
    new Headers({
      ...(request.cookie ? { cookie: request.cookie } : {}),
      'x-forwarded-for': '198.51.100.23',
    }),
}))

const exportCsv = (search = '') =>
  GET(new Request(`http://localhost:3999/api/leads/export${search}`))

describe.each(TEST_DIALECTS)('who reads lead data on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  const cookies = { admin: '', editor: '' }
  const emails = { admin: '', editor: '' }

  beforeAll(async () => {
    for (const persona of ['admin', 'editor'] as const) {
      emails[persona] = `${persona}-acesso-leads-${dialect}@exemplo.com.br`
      await createOrPromoteUser({
        email: emails[persona],
        password: 'Senha@Leads2026',
        role: persona,
      })
      cookies[persona] = await signInCookie(
        emails[persona],
        'Senha@Leads2026',
        `10.32.0.${persona.length}`,
      )
    }
  })

  beforeEach(async () => {
    const { db } = handle()
    await db.deleteFrom('leads').execute()
    await db.deleteFrom('audit_log').execute()
    await db.deleteFrom('app_settings').where('key', '=', LEADS_EDITOR_ACCESS_KEY).execute()
    for (const [name, createdAt] of [
      ['Ana Sigilosa', '2025-03-05T17:30:00Z'],
      ['Bruno Reservado', '2025-03-06T17:30:00Z'],
      ['Carla Antiga', '2024-01-01T12:00:00Z'],
    ] as const) {
      const email = `${randomUUID().slice(0, 8)}@empresa.com.br`
      await db
        .insertInto('leads')
        .values({
          id: randomUUID(),
          name,
          email,
          phone: '11987654321',
          company: 'Empresa',
          consent_lgpd: true,
          source: 'ai-planner',
          search_text: normalizeSearchText(`${name} ${email} Empresa`),
          created_at: new Date(createdAt),
        })
        .execute()
    }
  })

  async function auditEntries(action: string) {
    return handle().db.selectFrom('audit_log').selectAll().where('action', '=', action).execute()
  }

  async function editorIsRefused() {
    request.cookie = cookies.editor
    const forbidden = { status: 403, message: AUTH_MESSAGES.forbidden }
    await expect(listLeads()).rejects.toMatchObject(forbidden)
    await expect(exportLeads()).rejects.toMatchObject(forbidden)
    await expect(listPlans()).rejects.toMatchObject(forbidden)
    const response = await exportCsv()
    expect(response.status).toBe(403)
    const body = await response.text()
    expect(body).toBe(AUTH_MESSAGES.forbidden)
    expect(body).not.toContain('Sigilosa')
  }

  it('is for admins only by default: every query and the export route refuse an editor', async () => {
    await editorIsRefused()
    expect(await auditEntries('leads.exported')).toEqual([])

    request.cookie = cookies.admin
    expect((await listLeads()).total).toBe(3)
    expect(await listPlans()).toMatchObject({ total: 0 })
    const response = await exportCsv()
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('Ana Sigilosa')
  })

  it('an admin may extend it to editors and take it back, each change audited', async () => {
    request.cookie = cookies.admin
    expect(await setLeadEditorAccessAction({ enabled: true })).toEqual({
      ok: true,
      data: { enabled: true },
    })
    const [entry] = await auditEntries('settings.changed')
    expect(entry).toMatchObject({
      actor_email: emails.admin,
      target_type: 'setting',
      target_id: LEADS_EDITOR_ACCESS_KEY,
      target_label: 'Editores podem ver e exportar leads e planos',
    })
    expect(JSON.parse(entry!.details!)).toEqual({ editorsCanReadLeads: true })

    request.cookie = cookies.editor
    expect((await listLeads()).total).toBe(3)
    expect(await listPlans()).toMatchObject({ total: 0 })
    const response = await exportCsv('?q=sigilosa')
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('Ana Sigilosa')
    const [exported] = await auditEntries('leads.exported')
    expect(exported).toMatchObject({ actor_email: emails.editor })

    request.cookie = cookies.admin
    expect(await setLeadEditorAccessAction({ enabled: false })).toMatchObject({ ok: true })
    expect(await auditEntries('settings.changed')).toHaveLength(2)
    await editorIsRefused()
  })

  it('refuses the setting to editors, and a malformed value with a pt-BR message', async () => {
    request.cookie = cookies.editor
    expect(await setLeadEditorAccessAction({ enabled: true })).toMatchObject({
      ok: false,
      status: 403,
    })
    request.cookie = cookies.admin
    const bad = await setLeadEditorAccessAction({ enabled: 'sim' as unknown as boolean })
    expect(bad).toMatchObject({ ok: false, status: 400 })
    expect(bad.ok ? '' : bad.fieldErrors?.enabled?.[0]).toBe(
      'Escolha se editores podem ver os leads.',
    )
    expect(await auditEntries('settings.changed')).toEqual([])
    request.cookie = cookies.editor
    await expect(listLeads()).rejects.toMatchObject({ status: 403 })
  })

  it('writes each export to the audit log: who, when, the filters and the row count', async () => {
    request.cookie = cookies.admin
    const before = Date.now()
    const response = await exportCsv('?q=empresa&de=2025-03-01&ate=2025-03-31&pagina=3')
    expect(response.status).toBe(200)
    expect((await response.text()).trim().split('\r\n')).toHaveLength(3)
    const entries = await auditEntries('leads.exported')
    expect(entries).toHaveLength(1)
    const [entry] = entries
    expect(entry).toMatchObject({
      actor_email: emails.admin,
      target_type: 'leads',
      ip: '198.51.100.23',
    })
    expect(entry!.created_at.getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(entry!.created_at.getTime()).toBeLessThanOrEqual(Date.now() + 1000)
    expect(JSON.parse(entry!.details!)).toEqual({
      filter: { q: 'empresa', de: '2025-03-01', ate: '2025-03-31' },
      rows: 2,
    })

    await exportLeads(parseLeadsQuery({}))
    const all = await auditEntries('leads.exported')
    expect(all.map((e) => JSON.parse(e.details!))).toContainEqual({ filter: {}, rows: 3 })
  })

  it('refuses the export, with a pt-BR message, when it cannot be audited', async () => {
    request.cookie = cookies.admin
    const { db } = handle()
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    await sql`alter table audit_log rename to audit_log_fora`.execute(db)
    try {
      const response = await exportCsv()
      expect(response.status).toBe(500)
      const body = await response.text()
      expect(body).toBe('Não foi possível exportar os leads. Tente novamente.')
      expect(body).not.toContain('Sigilosa')
    } finally {
      await sql`alter table audit_log_fora rename to audit_log`.execute(db)
      errors.mockRestore()
    }
  })

  it('writes nothing for a refused export', async () => {
    request.cookie = ''
    const anonymous = await exportCsv()
    expect(anonymous.status).toBe(401)
    expect(await anonymous.text()).toBe(AUTH_MESSAGES.unauthenticated)
    request.cookie = cookies.editor
    expect((await exportCsv()).status).toBe(403)
    expect(await auditEntries('leads.exported')).toEqual([])
  })
})
