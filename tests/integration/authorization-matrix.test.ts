import { randomUUID } from 'node:crypto'
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { INITIAL_LEAD_FORM_STATE, type LeadFormState } from '@/lib/validations/lead'
import { INITIAL_PLANNER_STATE } from '@/lib/validations/planner'
import { AUTH_MESSAGES } from '@/server/auth/errors'
import { createOrPromoteUser } from '@/server/auth/users'
import type { DatabaseHandle } from '@/server/db/connection'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import { signInCookie } from '../support/auth-requests'
import { leadForm } from './leads-support'
import { planForm } from './planner-support'

const request = vi.hoisted(() => ({ cookie: '' }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
}))
// Blog writes expire cache tags, which needs Next's request store outside a real server.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  revalidateTag: vi.fn(),
}))

type Persona = 'anonymous' | 'none' | 'editor' | 'admin'
const PERSONAS: Persona[] = ['anonymous', 'none', 'editor', 'admin']
const ALLOWED: Record<'editor' | 'admin', Persona[]> = {
  editor: ['editor', 'admin'],
  admin: ['admin'],
}

type AnyAction = (input: never) => Promise<{ ok: boolean; error?: string; status?: number }>
type Context = { handle: DatabaseHandle; targetId: string }

interface ActionCase {
  role: 'editor' | 'admin'
  /**
   * Valid input for this persona's run (ids differ per run so allowed calls really write).
   * May be async to create the row it acts on; it runs before the "nothing changed" snapshot.
   */
  input: (ctx: Context) => unknown
}

/** A post written straight into the table, for actions that need one to exist. */
async function insertPost({ handle }: Context): Promise<string> {
  const id = randomUUID()
  await handle.db
    .insertInto('blog_posts')
    .values({
      id,
      title: 'Post da matriz',
      search_title: 'post da matriz',
      slug: `matriz-${id}`,
      content: '<p>Matriz.</p>',
      reading_time: 1,
    })
    .execute()
  return id
}

function postForm(title: string) {
  return {
    intent: 'draft',
    title,
    slug: '',
    description: '',
    content: '<p>Conteúdo da matriz.</p>',
    coverImage: '',
    categoryId: '',
    tags: ['matriz'],
    featured: false,
    status: 'draft',
  }
}

/** Every exported server action must appear here; a new action without a row fails the test. */
const ACTION_CASES: Record<string, ActionCase> = {
  'users.setUserRoleAction': {
    role: 'admin',
    input: ({ targetId }) => ({ userId: targetId, role: 'editor' }),
  },
  'users.setTwoFactorPolicyAction': { role: 'admin', input: () => ({ required: false }) },
  'posts.savePostAction': { role: 'editor', input: () => postForm(`Matriz ${randomUUID()}`) },
  'posts.deletePostAction': {
    role: 'editor',
    input: async (ctx) => ({ id: await insertPost(ctx) }),
  },
  'categories.createCategoryAction': {
    role: 'editor',
    input: () => {
      const slug = `matriz-${randomUUID().slice(0, 8)}`
      return { name: `Matriz ${slug}`, slug }
    },
  },
  'categories.updateCategoryAction': {
    role: 'editor',
    input: async ({ handle }) => {
      const id = await insertCategory(handle)
      return { id, name: 'Matriz renomeada', slug: `matriz-nova-${id.slice(0, 8)}` }
    },
  },
  'categories.deleteCategoryAction': {
    role: 'editor',
    input: async ({ handle }) => ({ id: await insertCategory(handle) }),
  },
}

type FormAction = (state: LeadFormState, form: FormData) => Promise<LeadFormState>

/** Public actions: every persona, anonymous included, may call them; each row checks one call. */
const PUBLIC_ACTION_CASES: Record<string, (action: FormAction, ctx: Context) => Promise<void>> = {
  // The landing pages' demo-request form (details in tests/integration/leads-submit.test.ts).
  'leads.submitLeadAction': async (action, { handle }) => {
    const count = async () => (await handle.db.selectFrom('leads').select('id').execute()).length
    const before = await count()
    const form = leadForm({ email: `matriz-${randomUUID().slice(0, 8)}@empresa.com.br` })
    await expect(action(INITIAL_LEAD_FORM_STATE, form)).rejects.toMatchObject({
      digest: expect.stringContaining(';/obrigado;'),
    })
    expect(await count()).toBe(before + 1)
  },
  // The free planner (details in tests/integration/planner-action.test.ts).
  'planner.createPlanAction': async (action, { handle }) => {
    const count = async () => (await handle.db.selectFrom('plans').select('id').execute()).length
    const before = await count()
    const run = action as unknown as (state: unknown, form: FormData) => Promise<unknown>
    await expect(run(INITIAL_PLANNER_STATE, planForm())).rejects.toMatchObject({
      digest: expect.stringContaining(';/planejador/plano/'),
    })
    expect(await count()).toBe(before + 1)
  },
}

/** A category for an update or delete row to act on, written around the actions. */
async function insertCategory(handle: DatabaseHandle): Promise<string> {
  const id = randomUUID()
  await handle.db
    .insertInto('blog_categories')
    .values({ id, name: `Matriz ${id}`, slug: `matriz-${id}` })
    .execute()
  return id
}

const actionModules = import.meta.glob<Record<string, unknown>>('/src/server/*/actions.ts', {
  eager: true,
})

function discoveredActions(): Record<string, AnyAction> {
  const found: Record<string, AnyAction> = {}
  for (const [file, exports] of Object.entries(actionModules)) {
    const domain = path.basename(path.dirname(file))
    for (const [name, value] of Object.entries(exports)) {
      if (typeof value === 'function') found[`${domain}.${name}`] = value as AnyAction
    }
  }
  return found
}

/** Admin reads: each must refuse exactly like the actions do. */
const QUERY_CASES: Record<string, { role: 'editor' | 'admin'; run: () => Promise<unknown> }> = {
  'dashboard.getDashboardStats': {
    role: 'editor',
    run: async () => (await import('@/server/dashboard/queries')).getDashboardStats(),
  },
  'dashboard.getRecentPosts': {
    role: 'editor',
    run: async () => (await import('@/server/dashboard/queries')).getRecentPosts(),
  },
  'users.listUsers': {
    role: 'admin',
    run: async () => (await import('@/server/users/queries')).listUsers(),
  },
  'categories.listCategories': {
    role: 'editor',
    run: async () => (await import('@/server/categories/queries')).listCategories(),
  },
  'audit.listAuditLog': {
    role: 'admin',
    run: async () => (await import('@/server/audit/queries')).listAuditLog(1),
  },
  'posts.listAdminPosts': {
    role: 'editor',
    run: async () => (await import('@/server/posts/queries')).listAdminPosts({ search: 'a' }),
  },
  'posts.getPostForEdit': {
    role: 'editor',
    run: async () => (await import('@/server/posts/queries')).getPostForEdit('qualquer'),
  },
  'posts.listCategoryOptions': {
    role: 'editor',
    run: async () => (await import('@/server/posts/queries')).listCategoryOptions(),
  },
  'leads.listLeads': {
    role: 'editor',
    run: async () => (await import('@/server/leads/queries')).listLeads({ search: 'a' }),
  },
  'leads.exportLeads': {
    role: 'editor',
    run: async () => (await import('@/server/leads/queries')).exportLeads(),
  },
  'planner.listPlans': {
    role: 'editor',
    run: async () => (await import('@/server/planner/queries')).listPlans(),
  },
  // Shown on the dashboard, which editors see too; totals only, no visitor's records.
  'consent.getConsentTotals': {
    role: 'editor',
    run: async () => (await import('@/server/consent/queries')).getConsentTotals(),
  },
}

/** Route handlers under /api, with who may call them; auth's own endpoints are public. */
const ROUTE_HANDLERS: Record<string, 'public' | 'editor' | 'admin'> = {
  'api/auth/[...all]': 'public',
  // POST an image: persona checks in tests/integration/uploads.test.ts.
  'api/uploads': 'editor',
  // Reading a stored image is public (blog readers): long-cached, random names only.
  'api/uploads/blog-images/[name]': 'public',
  // GET the leads CSV: persona checks in tests/integration/leads-admin.test.ts.
  'api/leads/export': 'editor',
  // Every visitor posts their cookie decision (proof of consent): checks in consent-route.test.ts.
  'api/consent': 'public',
}

function routeFiles(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return routeFiles(full, base)
    return name === 'route.ts' ? [path.relative(path.join(base, '..'), path.dirname(full))] : []
  })
}

async function snapshot(handle: DatabaseHandle): Promise<string> {
  const tables = [
    'user_roles',
    'app_settings',
    'audit_log',
    'session',
    'blog_posts',
    'blog_categories',
  ] as const
  const counts = await Promise.all(
    tables.map(async (table) => {
      const rows = await handle.db.selectFrom(table).selectAll().execute()
      return `${table}:${JSON.stringify(rows)}`
    }),
  )
  return counts.join('\n')
}

describe('every action and route handler is listed in the matrix', () => {
  it('has a row for each exported server action', () => {
    expect(Object.keys(discoveredActions()).sort()).toEqual(
      [...Object.keys(ACTION_CASES), ...Object.keys(PUBLIC_ACTION_CASES)].sort(),
    )
  })

  it('has a row for each route handler under src/app/api', () => {
    const files = routeFiles(path.join(process.cwd(), 'src/app/api')).map((f) =>
      f.split(path.sep).join('/'),
    )
    expect(files.sort()).toEqual(Object.keys(ROUTE_HANDLERS).sort())
  })
})

describe.each(TEST_DIALECTS)('authorization matrix on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  const cookies: Record<Persona, string> = { anonymous: '', none: '', editor: '', admin: '' }
  let targetId = ''

  beforeAll(async () => {
    for (const persona of ['none', 'editor', 'admin'] as const) {
      const email = `${persona}-matriz-${dialect}@exemplo.com.br`
      await createOrPromoteUser({
        email,
        password: 'Senha@Matriz2026',
        role: persona === 'none' ? null : persona,
      })
      cookies[persona] = await signInCookie(email, 'Senha@Matriz2026', `10.9.0.${persona.length}`)
    }
    // The account that role changes are made on: never one of the personas.
    const target = await createOrPromoteUser({
      email: `alvo-matriz-${dialect}@exemplo.com.br`,
      password: 'Senha@Matriz2026',
      role: null,
    })
    targetId = target.userId
  })

  for (const [name, testCase] of Object.entries(ACTION_CASES)) {
    for (const persona of PERSONAS) {
      const allowed = ALLOWED[testCase.role].includes(persona)
      it(`${name} as ${persona} is ${allowed ? 'allowed' : 'refused'}`, async () => {
        const action = discoveredActions()[name]
        expect(action).toBeDefined()
        request.cookie = cookies[persona]
        const input = await testCase.input({ handle: handle(), targetId })
        const before = await snapshot(handle())
        const result = await action!(input as never)
        if (allowed) {
          expect(result).toMatchObject({ ok: true })
        } else {
          const expected = persona === 'anonymous' ? 401 : 403
          expect(result).toEqual({
            ok: false,
            status: expected,
            error: expected === 401 ? AUTH_MESSAGES.unauthenticated : AUTH_MESSAGES.forbidden,
          })
          expect(await snapshot(handle())).toBe(before)
        }
      })
    }
  }

  for (const [name, check] of Object.entries(PUBLIC_ACTION_CASES)) {
    for (const persona of PERSONAS) {
      it(`${name} as ${persona} is allowed (public)`, async () => {
        const action = discoveredActions()[name]
        expect(action).toBeDefined()
        request.cookie = cookies[persona]
        await check(action as unknown as FormAction, { handle: handle(), targetId })
      })
    }
  }

  for (const [name, testCase] of Object.entries(QUERY_CASES)) {
    for (const persona of PERSONAS) {
      const allowed = ALLOWED[testCase.role].includes(persona)
      it(`${name} as ${persona} is ${allowed ? 'allowed' : 'refused'}`, async () => {
        request.cookie = cookies[persona]
        if (allowed) {
          await expect(testCase.run()).resolves.toBeDefined()
        } else {
          await expect(testCase.run()).rejects.toMatchObject({
            status: persona === 'anonymous' ? 401 : 403,
          })
        }
      })
    }
  }
})
