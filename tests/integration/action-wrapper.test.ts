import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { adminAction, INVALID_INPUT_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from '@/server/auth/action'
import { ActionError, AUTH_MESSAGES } from '@/server/auth/errors'
import { createOrPromoteUser } from '@/server/auth/users'
import { getDatabase } from '@/server/db'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import { signInCookie } from '../support/auth-requests'

// The wrapper reads the session from the request headers; the test plays the request.
const request = vi.hoisted(() => ({ cookie: '' }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
}))

const PASSWORD = 'Senha@Forte2026'

const createCategoryAction = adminAction(
  {
    role: 'editor',
    schema: z.object({
      name: z.string().trim().min(1, 'Preencha nome e slug'),
      slug: z.string().min(1),
    }),
  },
  async (input) => {
    const id = randomUUID()
    await getDatabase()
      .db.insertInto('blog_categories')
      .values({ id, ...input })
      .execute()
    return { id }
  },
)

const adminOnlyAction = adminAction({ role: 'admin', schema: z.object({}) }, async () => 'feito')
const failingAction = adminAction(
  { role: 'editor', schema: z.object({ kind: z.enum(['known', 'unknown']) }) },
  async ({ kind }) => {
    if (kind === 'known')
      throw new ActionError('Este slug já está em uso.', { slug: ['Este slug já está em uso.'] })
    throw new Error('boom')
  },
)

describe.each(TEST_DIALECTS)('adminAction on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  const cookies: Record<'none' | 'editor' | 'admin', string> = { none: '', editor: '', admin: '' }

  beforeAll(async () => {
    for (const role of ['none', 'editor', 'admin'] as const) {
      const email = `${role}-${dialect}@exemplo.com.br`
      await createOrPromoteUser({ email, password: PASSWORD, role: role === 'none' ? null : role })
      cookies[role] = await signInCookie(email, PASSWORD, `10.0.0.${role.length}`)
    }
  })

  async function countCategories(): Promise<number> {
    const row = await handle()
      .db.selectFrom('blog_categories')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    return row.n
  }

  it('refuses anonymous and no-role callers before reading input, writing nothing', async () => {
    const before = await countCategories()
    request.cookie = ''
    expect(await createCategoryAction({ name: 'X', slug: 'x' })).toEqual({
      ok: false,
      error: AUTH_MESSAGES.unauthenticated,
      status: 401,
    })
    request.cookie = cookies.none
    expect(await createCategoryAction({ name: 'X', slug: 'x' })).toEqual({
      ok: false,
      error: AUTH_MESSAGES.forbidden,
      status: 403,
    })
    expect(await countCategories()).toBe(before)
  })

  it('lets an editor write and keeps admin-only actions for admins', async () => {
    request.cookie = cookies.editor
    const result = await createCategoryAction({ name: 'Nova', slug: `nova-${dialect}` })
    expect(result.ok).toBe(true)
    expect(await adminOnlyAction({})).toMatchObject({ ok: false, status: 403 })
    request.cookie = cookies.admin
    expect(await adminOnlyAction({})).toEqual({ ok: true, data: 'feito' })
    expect(await createCategoryAction({ name: 'Outra', slug: `outra-${dialect}` })).toMatchObject({
      ok: true,
    })
  })

  it('returns field errors for invalid input', async () => {
    request.cookie = cookies.editor
    const before = await countCategories()
    const result = await createCategoryAction({ name: '   ', slug: '' })
    expect(result).toMatchObject({ ok: false, error: INVALID_INPUT_MESSAGE, status: 400 })
    expect(!result.ok && result.fieldErrors?.name).toEqual(['Preencha nome e slug'])
    expect(await countCategories()).toBe(before)
  })

  it('turns handler failures into messages, hiding unexpected ones', async () => {
    request.cookie = cookies.editor
    expect(await failingAction({ kind: 'known' })).toEqual({
      ok: false,
      error: 'Este slug já está em uso.',
      fieldErrors: { slug: ['Este slug já está em uso.'] },
      status: 400,
    })
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await failingAction({ kind: 'unknown' })).toEqual({
      ok: false,
      error: UNEXPECTED_ERROR_MESSAGE,
      status: 500,
    })
    expect(spy).toHaveBeenCalled()
    spy.mockRestore()
  })
})
