import { randomBytes, randomUUID } from 'node:crypto'
import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'
import { PREVIEW_LINK_GONE } from '@/lib/preview-link-messages'
import { sharedPreviewPath } from '@/lib/validations/previews'
import type { DatabaseHandle } from '@/server/db/connection'
import { insertPreviewLink, revokePreviewLink } from '@/server/previews/links'
import { sharedPreviewGate } from '@/server/previews/link-gate'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'

/*
 * What src/proxy.ts answers for a share link before Next renders anything: a live link goes on
 * to the page; a dead one gets its own pt-BR page with a real status (a page's notFound() would
 * come after the 200 of its streamed shell).
 */

const DAY = 24 * 60 * 60_000

async function insertDraft(handle: DatabaseHandle): Promise<string> {
  const id = randomUUID()
  await handle.db
    .insertInto('blog_posts')
    .values({
      id,
      title: 'Rascunho sigiloso',
      search_title: 'rascunho sigiloso',
      slug: `sigiloso-${id}`,
      content: '<p>Texto sigiloso.</p>',
      reading_time: 1,
      status: 'draft',
    })
    .execute()
  return id
}

const gate = (path: string) => sharedPreviewGate(new NextRequest(`http://localhost${path}`))

/** True when the gate lets the request go on to the page (NextResponse.next()). */
const passes = (response: Response) => response.headers.get('x-middleware-next') === '1'

async function expectGonePage(response: Response, status: number, title: string) {
  expect(passes(response)).toBe(false)
  expect(response.status).toBe(status)
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
  expect(response.headers.get('cache-control')).toBe('private, no-store')
  expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
  // The address is the token: this page names it to nothing it loads or links to either.
  expect(response.headers.get('referrer-policy')).toBe('no-referrer')
  expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
  const html = await response.text()
  expect(html).toContain(`<h1>${title}</h1>`)
  expect(html).toContain('<html lang="pt-BR">')
  expect(html).toContain('<meta name="robots" content="noindex, nofollow">')
  expect(html).not.toContain('sigiloso')
  return html
}

describe.each(TEST_DIALECTS)('the share link gate on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)

  it('lets a live link through to the page, and nothing else', async () => {
    const postId = await insertDraft(handle())
    const { token } = await insertPreviewLink(handle().db, { postId, createdBy: null, days: 7 })
    expect(passes(await gate(sharedPreviewPath(token)))).toBe(true)
    // The same token under a deeper path, or escaped, is no link.
    await expectGonePage(
      await gate(`${sharedPreviewPath(token)}/mais`),
      404,
      PREVIEW_LINK_GONE.unknown.title,
    )
    await expectGonePage(
      await gate(sharedPreviewPath(`${token.slice(0, -1)}%41`)),
      404,
      PREVIEW_LINK_GONE.unknown.title,
    )
  })

  it('answers 410 with its page for a revoked or an expired link', async () => {
    const postId = await insertDraft(handle())
    const revoked = await insertPreviewLink(handle().db, { postId, createdBy: null, days: 7 })
    await revokePreviewLink(handle().db, { postId, id: revoked.link.id })
    await expectGonePage(
      await gate(sharedPreviewPath(revoked.token)),
      410,
      PREVIEW_LINK_GONE.revoked.title,
    )

    const expired = await insertPreviewLink(handle().db, {
      postId,
      createdBy: null,
      days: 1,
      now: new Date(Date.now() - 2 * DAY),
    })
    await expectGonePage(
      await gate(sharedPreviewPath(expired.token)),
      410,
      PREVIEW_LINK_GONE.expired.title,
    )
  })

  it('answers 404 for an unknown token or a deleted post, never echoing the address', async () => {
    const made = `${randomBytes(32).toString('base64url')}`
    const html = await expectGonePage(
      await gate(sharedPreviewPath(made)),
      404,
      PREVIEW_LINK_GONE.unknown.title,
    )
    expect(html).not.toContain(made)
    const injected = await expectGonePage(
      await gate(sharedPreviewPath('%3Cscript%3Ealert(1)%3C%2Fscript%3E')),
      404,
      PREVIEW_LINK_GONE.unknown.title,
    )
    expect(injected).not.toMatch(/alert|script/i)

    const postId = await insertDraft(handle())
    const { token } = await insertPreviewLink(handle().db, { postId, createdBy: null, days: 7 })
    await handle().db.deleteFrom('blog_posts').where('id', '=', postId).execute()
    await expectGonePage(await gate(sharedPreviewPath(token)), 404, PREVIEW_LINK_GONE.unknown.title)
  })
})
