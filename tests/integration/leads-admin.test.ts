import { randomUUID } from 'node:crypto'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { GET } from '@/app/api/leads/export/route'
import { AUTH_MESSAGES } from '@/server/auth/errors'
import { createOrPromoteUser } from '@/server/auth/users'
import type { DatabaseHandle } from '@/server/db/connection'
import { leadFilters, parseLeadsQuery } from '@/server/leads/filters'
import { exportLeads, LEADS_PAGE_SIZE, listLeads } from '@/server/leads/queries'
import { normalizeSearchText } from '@/lib/text'
import { signInCookie } from '../support/auth-requests'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'

const request = vi.hoisted(() => ({ cookie: '' }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
}))

interface Seed {
  name: string
  email?: string
  company?: string
  createdAt: string
  message?: string | null
}

async function insertLeads(handle: DatabaseHandle, seeds: Seed[]): Promise<string[]> {
  const ids: string[] = []
  for (const seed of seeds) {
    const id = randomUUID()
    ids.push(id)
    const email = seed.email ?? `${randomUUID().slice(0, 8)}@empresa.com.br`
    const company = seed.company ?? 'Empresa'
    await handle.db
      .insertInto('leads')
      .values({
        id,
        name: seed.name,
        email,
        phone: '11987654321',
        company,
        job_title: 'Diretora',
        budget_range: 'acima-50000',
        message: seed.message ?? null,
        consent_lgpd: true,
        source: 'ai-planner',
        search_text: normalizeSearchText(`${seed.name} ${email} ${company}`),
        created_at: new Date(seed.createdAt),
      })
      .execute()
  }
  return ids
}

const query = (params: Record<string, string>) => leadFilters(parseLeadsQuery(params))

async function exportCsv(search = ''): Promise<Response> {
  return GET(new Request(`http://localhost:3999/api/leads/export${search}`))
}

describe.each(TEST_DIALECTS)('admin leads on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  const cookies = { admin: '', none: '' }

  beforeAll(async () => {
    for (const persona of ['admin', 'none'] as const) {
      const email = `${persona}-leads-${dialect}@exemplo.com.br`
      await createOrPromoteUser({
        email,
        password: 'Senha@Leads2026',
        role: persona === 'none' ? null : persona,
      })
      cookies[persona] = await signInCookie(email, 'Senha@Leads2026', `10.31.0.${persona.length}`)
    }
  })

  beforeEach(async () => {
    request.cookie = cookies.admin
    await handle().db.deleteFrom('leads').execute()
  })

  it('lists newest first, 25 a page, and clamps a page past the end', async () => {
    const seeds = Array.from({ length: LEADS_PAGE_SIZE + 5 }, (_, i) => ({
      name: `Lead ${String(i).padStart(2, '0')}`,
      createdAt: new Date(Date.UTC(2025, 2, 1, 12, i)).toISOString(),
    }))
    await insertLeads(handle(), seeds)
    const first = await listLeads({ page: 1 })
    expect(first).toMatchObject({ total: 30, page: 1, totalPages: 2 })
    expect(first.leads).toHaveLength(25)
    expect(first.leads[0]!.name).toBe('Lead 29')
    const second = await listLeads({ page: 2 })
    expect(second.leads.map((l) => l.name)).toEqual([
      'Lead 04',
      'Lead 03',
      'Lead 02',
      'Lead 01',
      'Lead 00',
    ])
    expect((await listLeads({ page: 9 })).page).toBe(2)
    expect(second.leads[0]).not.toHaveProperty('search_text')
  })

  it('searches name, email and company, ignoring accents and case, wildcards literal', async () => {
    await insertLeads(handle(), [
      { name: 'João Ação', createdAt: '2025-03-01T12:00:00Z' },
      { name: 'Maria', email: 'maria@padaria.com.br', createdAt: '2025-03-01T12:01:00Z' },
      { name: 'Pedro', company: 'Mídia 100% Digital', createdAt: '2025-03-01T12:02:00Z' },
      { name: 'Paula', company: 'Mídia 100 Digital', createdAt: '2025-03-01T12:03:00Z' },
    ])
    const names = async (search: string) =>
      (await listLeads({ search })).leads.map((l) => l.name).sort()
    expect(await names('JOAO acao')).toEqual(['João Ação'])
    expect(await names('padaria.com')).toEqual(['Maria'])
    expect(await names('midia 100')).toEqual(['Paula', 'Pedro'])
    expect(await names('100%')).toEqual(['Pedro'])
    expect(await names('_')).toEqual([])
  })

  it('filters by day in São Paulo time, both ends inclusive', async () => {
    await insertLeads(handle(), [
      // 23:30 on Feb 28 in São Paulo.
      { name: 'Fevereiro', createdAt: '2025-03-01T02:30:00Z' },
      { name: 'Março 1', createdAt: '2025-03-01T03:00:00Z' },
      // 23:59 on Mar 2 in São Paulo.
      { name: 'Março 2', createdAt: '2025-03-03T02:59:00Z' },
      { name: 'Março 3', createdAt: '2025-03-03T03:00:00Z' },
    ])
    const names = async (params: Record<string, string>) =>
      (await listLeads(query(params))).leads.map((l) => l.name).sort()
    expect(await names({ de: '2025-03-01', ate: '2025-03-02' })).toEqual(['Março 1', 'Março 2'])
    expect(await names({ ate: '2025-02-28' })).toEqual(['Fevereiro'])
    expect(await names({ de: '2025-03-03' })).toEqual(['Março 3'])
    const firstOfMarch = parseLeadsQuery({ de: '2025-03-01', ate: '2025-03-01' })
    expect((await exportLeads(firstOfMarch)).length).toBe(1)
  })

  it('exports a CSV Excel opens with accents, escaped cells and neutralised formulas', async () => {
    await insertLeads(handle(), [
      {
        name: 'Conceição',
        company: 'Açaí; "Pará"',
        message: '=cmd|calc\nsegunda linha',
        createdAt: '2025-03-05T17:30:00Z',
      },
      { name: 'Outro', company: 'Fora do filtro', createdAt: '2024-01-01T12:00:00Z' },
    ])
    const response = await exportCsv('?q=conceicao&de=2025-03-01')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="leads-midiaplan-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    expect(response.headers.get('cache-control')).toBe('no-store')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = bytes.subarray(3).toString('utf8').split('\r\n')
    expect(lines[0]).toMatch(/^Data;Nome;Email;Telefone;Empresa;/)
    expect(lines).toHaveLength(3)
    expect(lines[1]).toContain(`05/03/2025 14:30;Conceição;`)
    expect(lines[1]).toContain(
      ';(11) 98765-4321;"Açaí; ""Pará""";Diretora;Acima de R$ 50.000;"\'=cmd|calc\nsegunda linha";AI Planner;',
    )
    expect(lines[2]).toBe('')
  })

  it('refuses the export to visitors and to accounts without a role', async () => {
    await insertLeads(handle(), [{ name: 'Sigiloso', createdAt: '2025-03-05T17:30:00Z' }])
    request.cookie = ''
    const anonymous = await exportCsv()
    expect(anonymous.status).toBe(401)
    expect(await anonymous.text()).toBe(AUTH_MESSAGES.unauthenticated)
    request.cookie = cookies.none
    const none = await exportCsv()
    expect(none.status).toBe(403)
    expect(await none.text()).not.toContain('Sigiloso')
  })
})
