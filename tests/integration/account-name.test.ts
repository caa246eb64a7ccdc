import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { DISPLAY_NAME_IS_EMAIL_MESSAGE } from '@/lib/validations/account'
import { updateDisplayNameAction } from '@/server/account/actions'
import { AUTH_MESSAGES } from '@/server/auth/errors'
import { blogTags } from '@/server/blog/cache-tags'
import { savePostAction } from '@/server/posts/actions'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import { newPostInput, readPost, signInEditor } from './posts-support'

const request = vi.hoisted(() => ({ cookie: '' }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
}))
const revalidateTag = vi.hoisted(() => vi.fn())
vi.mock('next/cache', () => ({ revalidateTag }))

describe.each(TEST_DIALECTS)('the display name staff sign posts with, on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  let writer: Awaited<ReturnType<typeof signInEditor>>
  let other: Awaited<ReturnType<typeof signInEditor>>

  beforeAll(async () => {
    other = await signInEditor(`outra-${dialect}`)
    writer = await signInEditor(`autora-${dialect}`)
  })

  beforeEach(() => {
    request.cookie = writer.cookie
    revalidateTag.mockClear()
  })

  async function save(overrides: Parameters<typeof newPostInput>[0] = {}) {
    const result = await savePostAction(newPostInput(overrides))
    if (!result.ok) throw new Error(result.error)
    return result.data
  }

  async function userName(id: string) {
    const row = await handle()
      .db.selectFrom('user')
      .select('name')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    return row.name
  }

  it('refuses the part of the e-mail before "@", or an e-mail, and changes nothing', async () => {
    const local = writer.email.split('@')[0]!
    expect(await userName(writer.userId)).toBe(local)
    for (const [name, field] of [
      [local, 'name'],
      [writer.email, 'name'],
      [`  ${local} `, 'name'],
    ] as const) {
      const result = await updateDisplayNameAction({ name })
      expect(result).toMatchObject({
        ok: false,
        fieldErrors: { [field]: [DISPLAY_NAME_IS_EMAIL_MESSAGE] },
      })
    }
    expect(await userName(writer.userId)).toBe(local)
    const audit = await handle()
      .db.selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'user.name_changed')
      .execute()
    expect(audit).toEqual([])
  })

  it('renames every post of the writer at once and expires their public pages', async () => {
    const draft = await save()
    const published = await save({ intent: 'publish' })
    request.cookie = other.cookie
    const someoneElse = await save({ intent: 'publish' })
    request.cookie = writer.cookie
    // No display name yet: no part of the e-mail is stored for the public pages.
    expect((await readPost(handle(), published.id)).author_name).toBeNull()
    revalidateTag.mockClear()

    const result = await updateDisplayNameAction({ name: '  Ana   Souza ' })

    expect(result).toEqual({ ok: true, data: { name: 'Ana Souza' } })
    expect(await userName(writer.userId)).toBe('Ana Souza')
    expect((await readPost(handle(), draft.id)).author_name).toBe('Ana Souza')
    expect((await readPost(handle(), published.id)).author_name).toBe('Ana Souza')
    expect((await readPost(handle(), someoneElse.id)).author_name).toBeNull()
    const expired = revalidateTag.mock.calls.map(([tag]) => String(tag))
    expect(expired).toContain(blogTags.post(published.slug))
    expect(expired).toContain(blogTags.postLists)
    // The draft was never public: nothing of it is cached.
    expect(expired).not.toContain(blogTags.post(draft.slug))
    const entry = await handle()
      .db.selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'user.name_changed')
      .executeTakeFirstOrThrow()
    expect(entry).toMatchObject({ actor_id: writer.userId, target_id: writer.userId })
    expect(JSON.parse(entry.details ?? '{}')).toEqual({ from: null, to: 'Ana Souza', posts: 2 })
  })

  it('signs the next posts with it; the same name again writes nothing', async () => {
    const post = await save()
    expect((await readPost(handle(), post.id)).author_name).toBe('Ana Souza')
    const entries = async () =>
      (await handle().db.selectFrom('audit_log').select('id').execute()).length
    const before = await entries()
    expect(await updateDisplayNameAction({ name: 'Ana Souza' })).toMatchObject({ ok: true })
    expect(await entries()).toBe(before)
  })

  it('cleared, hands the posts back to the team', async () => {
    const result = await updateDisplayNameAction({ name: '' })
    expect(result).toEqual({ ok: true, data: { name: null } })
    const rows = await handle()
      .db.selectFrom('blog_posts')
      .select('author_name')
      .where('author_id', '=', writer.userId)
      .execute()
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every((row) => row.author_name === null)).toBe(true)
  })

  it('needs a staff session', async () => {
    request.cookie = ''
    expect(await updateDisplayNameAction({ name: 'Intrusa' })).toEqual({
      ok: false,
      status: 401,
      error: AUTH_MESSAGES.unauthenticated,
    })
  })
})
