import { createHash, randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { POST_NOT_FOUND_MESSAGE } from '@/lib/validations/posts'
import { PREVIEW_LINK_NOT_FOUND_MESSAGE } from '@/lib/validations/previews'
import { createOrPromoteUser } from '@/server/auth/users'
import type { DatabaseHandle } from '@/server/db/connection'
import {
  insertPreviewLink,
  listPreviewLinks,
  lookupPreviewLink,
  revokePreviewLink,
} from '@/server/previews/links'
import { createPreviewLinkAction, revokePreviewLinkAction } from '@/server/previews/actions'
import { signInCookie } from '../support/auth-requests'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'

const request = vi.hoisted(() => ({ cookie: '' }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
}))

const DAY = 24 * 60 * 60_000
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

async function insertPost(handle: DatabaseHandle, status: 'draft' | 'published' = 'draft') {
  const id = randomUUID()
  await handle.db
    .insertInto('blog_posts')
    .values({
      id,
      title: 'Rascunho revisado',
      search_title: 'rascunho revisado',
      slug: `revisado-${id}`,
      content: '<p>Texto em revisão.</p>',
      reading_time: 1,
      status,
      published_at: status === 'published' ? new Date() : null,
    })
    .execute()
  return id
}

/** Every value of every column of the link's row, as text. */
async function storedValues(handle: DatabaseHandle, postId: string): Promise<string> {
  const rows = await handle.db
    .selectFrom('preview_tokens')
    .selectAll()
    .where('post_id', '=', postId)
    .execute()
  return JSON.stringify(rows)
}

describe.each(TEST_DIALECTS)('preview share links on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)

  it('hands out a 256-bit base64url token once and stores only its SHA-256', async () => {
    const postId = await insertPost(handle())
    const now = new Date('2030-03-01T12:00:00Z')
    const { token, link } = await insertPreviewLink(handle().db, {
      postId,
      createdBy: null,
      days: 7,
      now,
    })
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    expect(link.id).toBe(sha256(token))
    const stored = await storedValues(handle(), postId)
    expect(stored).toContain(sha256(token))
    expect(stored).not.toContain(token)
    expect(link.expiresAt.toISOString()).toBe('2030-03-08T12:00:00.000Z')
    // Another link, another token.
    const other = await insertPreviewLink(handle().db, { postId, createdBy: null, days: 7, now })
    expect(other.token).not.toBe(token)
    // The hash itself is no key: only the token opens the preview.
    expect(await lookupPreviewLink(handle().db, link.id, now)).toEqual({ state: 'unknown' })
    expect(await lookupPreviewLink(handle().db, token, now)).toEqual({
      state: 'active',
      postId,
      expiresAt: link.expiresAt,
    })
  })

  it('opens until its expiry, not at or after it', async () => {
    const postId = await insertPost(handle())
    const now = new Date('2030-04-01T08:00:00Z')
    const { token, link } = await insertPreviewLink(handle().db, {
      postId,
      createdBy: null,
      days: 1,
      now,
    })
    const at = (ms: number) => lookupPreviewLink(handle().db, token, new Date(ms))
    expect((await at(link.expiresAt.getTime() - 1)).state).toBe('active')
    expect(await at(link.expiresAt.getTime())).toEqual({
      state: 'expired',
      expiresAt: link.expiresAt,
    })
    expect((await at(link.expiresAt.getTime() + 30 * DAY)).state).toBe('expired')
    const [listed] = await listPreviewLinks(handle().db, postId, new Date(now.getTime() + 2 * DAY))
    expect(listed).toMatchObject({ id: link.id, state: 'expired', revokedAt: null })
  })

  it('stops opening once revoked, for this post only; revoking twice changes nothing', async () => {
    const postId = await insertPost(handle())
    const otherPost = await insertPost(handle())
    const { token, link } = await insertPreviewLink(handle().db, {
      postId,
      createdBy: null,
      days: 7,
    })
    expect(await revokePreviewLink(handle().db, { postId: otherPost, id: link.id })).toBeNull()
    expect((await lookupPreviewLink(handle().db, token)).state).toBe('active')

    const revokedAt = new Date()
    const first = await revokePreviewLink(handle().db, { postId, id: link.id, now: revokedAt })
    expect(first?.outcome).toBe('revoked')
    expect(await lookupPreviewLink(handle().db, token)).toEqual({ state: 'revoked', revokedAt })
    const second = await revokePreviewLink(handle().db, { postId, id: link.id })
    expect(second).toMatchObject({ outcome: 'already', revokedAt })
    const [listed] = await listPreviewLinks(handle().db, postId)
    expect(listed).toMatchObject({ id: link.id, state: 'revoked', revokedAt })
  })

  it('forgets the links of a deleted post: they read as unknown, like a made-up token', async () => {
    const postId = await insertPost(handle(), 'published')
    const { token } = await insertPreviewLink(handle().db, { postId, createdBy: null, days: 7 })
    await handle().db.deleteFrom('blog_posts').where('id', '=', postId).execute()
    expect(await lookupPreviewLink(handle().db, token)).toEqual({ state: 'unknown' })
    expect(await storedValues(handle(), postId)).toBe('[]')
    for (const made of ['', 'abc', `${token}x`, token.replace(/.$/, '*'), '../../admin'])
      expect(await lookupPreviewLink(handle().db, made)).toEqual({ state: 'unknown' })
  })

  describe('through the server actions, as an editor', () => {
    beforeAll(async () => {
      const email = `editora-previa-${dialect}@exemplo.com.br`
      await createOrPromoteUser({ email, password: 'Senha@Previa2026', role: 'editor' })
      request.cookie = await signInCookie(email, 'Senha@Previa2026', '10.12.0.1')
    })

    it('creates a link for 7 days by default and shows its address once', async () => {
      const postId = await insertPost(handle())
      const before = Date.now()
      const result = await createPreviewLinkAction({ postId })
      if (!result.ok) throw new Error(result.error)
      const { url, link } = result.data
      const token = /\/pre-visualizacao\/([A-Za-z0-9_-]{43})$/.exec(url)?.[1] ?? ''
      expect(link.id).toBe(sha256(token))
      expect(link.state).toBe('active')
      expect(link.expiresAt.getTime() - before).toBeGreaterThanOrEqual(7 * DAY - 1000)
      expect(link.expiresAt.getTime() - before).toBeLessThanOrEqual(7 * DAY + 5000)
      expect(await storedValues(handle(), postId)).not.toContain(token)
      const listed = await listPreviewLinks(handle().db, postId)
      expect(listed.map((l) => [l.id, l.createdByName])).toEqual([
        [link.id, `editora-previa-${dialect}@exemplo.com.br`],
      ])

      const revoked = await revokePreviewLinkAction({ postId, linkId: link.id })
      expect(revoked).toMatchObject({ ok: true, data: { id: link.id } })
      expect((await lookupPreviewLink(handle().db, token)).state).toBe('revoked')
    })

    it('answers bad input in pt-BR, writing nothing', async () => {
      const postId = await insertPost(handle())
      expect(await createPreviewLinkAction({ postId, days: 365 as 7 })).toMatchObject({
        ok: false,
        status: 400,
        fieldErrors: { days: ['Escolha uma validade de 1, 7 ou 30 dias.'] },
      })
      expect(await createPreviewLinkAction({ postId: randomUUID() })).toMatchObject({
        ok: false,
        error: POST_NOT_FOUND_MESSAGE,
      })
      expect(await revokePreviewLinkAction({ postId, linkId: 'x' })).toMatchObject({
        ok: false,
        fieldErrors: { linkId: [PREVIEW_LINK_NOT_FOUND_MESSAGE] },
      })
      expect(await revokePreviewLinkAction({ postId, linkId: sha256('nenhum') })).toMatchObject({
        ok: false,
        error: PREVIEW_LINK_NOT_FOUND_MESSAGE,
      })
      expect(await storedValues(handle(), postId)).toBe('[]')
    })
  })
})
