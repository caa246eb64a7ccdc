import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { SavePostInput } from '@/lib/validations/posts'
import { handleRedirectRequest } from '@/next-adapter/redirect-gate.mjs'
import {
  createCategoryAction,
  deleteCategoryAction,
  updateCategoryAction,
} from '@/server/categories/actions'
import { deletePostAction, savePostAction } from '@/server/posts/actions'
import { getPostForEdit } from '@/server/posts/queries'
import { createRedirectAction } from '@/server/redirects/actions'
import { listRedirects } from '@/server/redirects/queries'
import { reloadRedirectTable, startRedirects } from '@/server/redirects/runtime'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import { newPostInput, signInEditor } from './posts-support'

/*
 * Slug changes of posts and categories as rules of the redirect manager, answered by the
 * custom server's gate before any page (a real HTTP server wired as serve.mjs wires it, with a
 * stand-in for Next): a post renamed twice sends both old addresses straight to the current
 * one; its old addresses answer only while it is published; deleting it drops them; a post
 * taking an old slug gets its address back; a category's old pages, /blog/<slug> and tab move.
 */

const request = vi.hoisted(() => ({ cookie: '' }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
}))
vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }))

let server: Server
let base = ''

beforeAll(async () => {
  server = createServer((req, res) => {
    if (handleRedirectRequest(req, res)) return
    // "Next": the page at that address.
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' })
    res.end(`página ${req.url}`)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

async function visit(path: string): Promise<[number, string | null]> {
  const response = await fetch(`${base}${path}`, { redirect: 'manual' })
  await response.body?.cancel()
  return [response.status, response.headers.get('location')]
}

describe.each(TEST_DIALECTS)('slug changes as redirect rules, on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)

  beforeAll(async () => {
    // An admin: the redirect manager's list is for admins; posts and categories for editors too.
    request.cookie = (await signInEditor(`slugs-${dialect}`, 'admin')).cookie
    await startRedirects()
    // The same process serves both databases here: the table is read from this one.
    await reloadRedirectTable()
  })

  async function save(input: SavePostInput) {
    const result = await savePostAction(input)
    if (!result.ok) throw new Error(result.error)
    return result.data
  }

  async function edit(id: string, overrides: Partial<SavePostInput>): Promise<SavePostInput> {
    const post = await getPostForEdit(id)
    if (!post) throw new Error('post not found')
    return {
      ...newPostInput(),
      id,
      version: post.version,
      title: post.title,
      slug: post.slug,
      content: post.content,
      status: post.status,
      intent: post.status === 'published' ? 'publish' : 'draft',
      ...overrides,
    }
  }

  const publish = (slug: string) => save(newPostInput({ slug, intent: 'publish' }))
  const rename = async (id: string, slug: string) => save(await edit(id, { slug }))

  it('collapses a post renamed twice: both old addresses go straight to the current one', async () => {
    const a = `chain-a-${dialect}`
    const { id } = await publish(a)
    await rename(id, `chain-b-${dialect}`)
    expect(await visit(`/blog/post/${a}?utm_source=news`)).toEqual([
      308,
      `/blog/post/chain-b-${dialect}?utm_source=news`,
    ])
    await rename(id, `chain-c-${dialect}`)
    for (const old of [a, `chain-b-${dialect}`])
      expect(await visit(`/blog/post/${old}`)).toEqual([308, `/blog/post/chain-c-${dialect}`])
    expect(await visit(`/blog/post/chain-c-${dialect}`)).toEqual([200, null])
    const rows = await handle()
      .db.selectFrom('redirects')
      .select(['source_path', 'target', 'status', 'origin', 'post_id'])
      .where('post_id', '=', id)
      .orderBy('source_path')
      .execute()
    expect(rows).toEqual(
      [a, `chain-b-${dialect}`].map((old) => ({
        source_path: `/blog/post/${old}`,
        target: `/blog/post/chain-c-${dialect}`,
        status: 308,
        origin: 'post-slug',
        post_id: id,
      })),
    )
    // Back to the first slug: the address is the post's again, the others lead to it.
    await rename(id, a)
    expect(await visit(`/blog/post/${a}`)).toEqual([200, null])
    expect(await visit(`/blog/post/chain-c-${dialect}`)).toEqual([308, `/blog/post/${a}`])
  })

  it('answers a post’s old address only while the post is published', async () => {
    const { id } = await publish(`visivel-${dialect}`)
    await rename(id, `visivel-novo-${dialect}`)
    const old = `/blog/post/visivel-${dialect}`
    expect(await visit(old)).toEqual([308, `/blog/post/visivel-novo-${dialect}`])
    await save(await edit(id, { status: 'draft', intent: 'draft' }))
    // The page answers, as for any address without a post (the way back to /blog).
    expect(await visit(old)).toEqual([200, null])
    const list = await listRedirects({ search: `visivel-${dialect}` })
    expect(list.items.map((item) => [item.source, item.origin, item.paused])).toEqual([
      [old, 'post-slug', true],
    ])
    await save(await edit(id, { status: 'published', intent: 'publish' }))
    expect(await visit(old)).toEqual([308, `/blog/post/visivel-novo-${dialect}`])
    expect((await listRedirects({ search: `visivel-${dialect}` })).items[0]?.paused).toBe(false)
  })

  it('drops a deleted post’s old addresses', async () => {
    const { id } = await publish(`apagar-${dialect}`)
    await rename(id, `apagar-novo-${dialect}`)
    expect((await visit(`/blog/post/apagar-${dialect}`))[0]).toBe(308)
    expect(await deletePostAction({ id })).toMatchObject({ ok: true })
    expect(await visit(`/blog/post/apagar-${dialect}`)).toEqual([200, null])
    const left = await handle()
      .db.selectFrom('redirects')
      .select('id')
      .where('source_path', '=', `/blog/post/apagar-${dialect}`)
      .execute()
    expect(left).toEqual([])
  })

  it('gives an old slug back to the post that takes it, even from an admin’s rule', async () => {
    const { id } = await publish(`tomado-${dialect}`)
    await rename(id, `tomado-novo-${dialect}`)
    const manual = await createRedirectAction({
      source: `/blog/post/livre-${dialect}`,
      target: '/',
      status: 302,
      match: 'exact',
    })
    expect(manual.ok).toBe(true)
    expect((await visit(`/blog/post/livre-${dialect}`))[0]).toBe(302)
    await publish(`tomado-${dialect}`)
    await publish(`livre-${dialect}`)
    for (const slug of [`tomado-${dialect}`, `livre-${dialect}`]) {
      expect(await visit(`/blog/post/${slug}`)).toEqual([200, null])
      const rules = await handle()
        .db.selectFrom('redirects')
        .select('id')
        .where('source_path', '=', `/blog/post/${slug}`)
        .execute()
      expect(rules).toEqual([])
    }
    // The admin's rule went with a line in the audit log; the post's own old slug needs none.
    const audit = await handle()
      .db.selectFrom('audit_log')
      .select(['target_label', 'details'])
      .where('action', '=', 'redirect.deleted')
      .where('target_label', 'like', '/blog/post/%')
      .execute()
    expect(audit.map((entry) => entry.target_label)).toEqual([`/blog/post/livre-${dialect}`])
    expect(JSON.parse(audit[0]?.details ?? '{}')).toMatchObject({ origin: 'manual', status: 302 })
  })

  it('moves a renamed category’s pages, /blog/<slug> and tab, and drops them with it', async () => {
    const created = await createCategoryAction({
      name: `Categoria ${dialect}`,
      slug: `cat-velha-${dialect}`,
      description: '',
    })
    if (!created.ok) throw new Error(created.error)
    const { id } = created.data
    const moved = await updateCategoryAction({
      id,
      name: `Categoria ${dialect}`,
      slug: `cat-nova-${dialect}`,
      description: '',
    })
    expect(moved.ok).toBe(true)
    const page = `/blog/categoria/cat-nova-${dialect}`
    expect(await visit(`/blog/categoria/cat-velha-${dialect}`)).toEqual([308, page])
    expect(await visit(`/blog/categoria/cat-velha-${dialect}/pagina/3`)).toEqual([
      308,
      `${page}/pagina/3`,
    ])
    expect(await visit(`/blog/cat-velha-${dialect}`)).toEqual([308, page])
    expect(await visit(`/blog?categoria=cat-velha-${dialect}&utm_source=x`)).toEqual([
      308,
      `/blog?categoria=cat-nova-${dialect}&utm_source=x`,
    ])
    expect(await visit(page)).toEqual([200, null])
    const listed = await listRedirects({ search: `cat-velha-${dialect}` })
    expect(listed.items.map((item) => item.origin)).toEqual([
      'category-slug',
      'category-slug',
      'category-slug',
    ])
    expect(await deleteCategoryAction({ id })).toMatchObject({ ok: true })
    expect(await visit(`/blog/categoria/cat-velha-${dialect}`)).toEqual([200, null])
    expect((await listRedirects({ search: `cat-velha-${dialect}` })).total).toBe(0)
  })
})
