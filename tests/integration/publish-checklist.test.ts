import { beforeAll, describe, expect, it, vi } from 'vitest'
import { autosavePostAction, savePostAction } from '@/server/posts/actions'
import { readWorkingCopy, writeWorkingCopy } from '@/server/posts/working-copy'
import { getPostForEdit } from '@/server/posts/queries'
import { schedulePostAction } from '@/server/schedule/actions'
import { publishDueSchedule } from '@/server/schedule/publish-due'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import { newPostInput, readPost, signInEditor } from './posts-support'
import { auditOf, insertPost, MINUTE, readRow, scheduleInput } from './schedule-support'

/*
 * The publishing checklist's required items on the server: every path that makes content
 * public (Publicar, Atualizar, Agendar, the scheduler) refuses a body with an image without
 * alt text or a link to a post readers cannot open. Drafts keep them.
 */

const request = vi.hoisted(() => ({ cookie: '' }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
}))
vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }))

const IMAGE = '/api/uploads/blog-images/grafico-verba.webp'
const NO_ALT = `<p>Texto.</p><p><img src="${IMAGE}"></p>`
const WITH_ALT = `<p>Texto.</p><p><img src="${IMAGE}" alt="Gráfico da verba"></p>`
const ALT_ERROR = 'A imagem "grafico-verba.webp" está sem texto alternativo'

describe.each(TEST_DIALECTS)('the publishing checklist on the server on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)

  beforeAll(async () => {
    request.cookie = (await signInEditor(`checklist-${dialect}`)).cookie
  })

  const countPosts = async () =>
    (await handle().db.selectFrom('blog_posts').select('id').execute()).length

  it('"Publicar" with an image without alt text is refused with a field error naming it', async () => {
    const count = await countPosts()
    const result = await savePostAction(newPostInput({ intent: 'publish', content: NO_ALT }))
    expect(result).toMatchObject({ ok: false, status: 400 })
    if (result.ok) return
    expect(result.fieldErrors?.content?.[0]).toContain(ALT_ERROR)
    expect(await countPosts()).toBe(count)
  })

  it('a draft may keep the image without alt; publishing it is refused until the alt is written', async () => {
    const draft = await savePostAction(newPostInput({ content: NO_ALT }))
    if (!draft.ok) throw new Error(draft.error)
    const { id } = draft.data
    const refused = await savePostAction(
      newPostInput({ id, version: 1, intent: 'publish', content: NO_ALT }),
    )
    expect(refused).toMatchObject({
      ok: false,
      fieldErrors: { content: [expect.stringContaining(ALT_ERROR)] },
    })
    expect(await readPost(handle(), id)).toMatchObject({ status: 'draft', version: 1 })

    const published = await savePostAction(
      newPostInput({ id, version: 1, intent: 'publish', content: WITH_ALT }),
    )
    expect(published).toMatchObject({ ok: true, data: { status: 'published' } })
  })

  it('"Atualizar" and "Salvar Rascunho" of a published post are refused alike (both go public)', async () => {
    const post = await insertPost(handle(), { status: 'published' })
    const base = { id: post.id, slug: post.slug, status: 'published' as const, version: 1 }
    const kept = await savePostAction(newPostInput({ ...base, content: NO_ALT }))
    expect(kept).toMatchObject({ ok: false, status: 400 })
    const update = await savePostAction(
      newPostInput({ ...base, intent: 'publish', content: NO_ALT }),
    )
    expect(update).toMatchObject({ ok: false, status: 400 })
    expect(await readPost(handle(), post.id)).toMatchObject({
      content: '<p>Versão pública.</p>',
      version: 1,
    })
    // Taken off the blog, it may hold anything again.
    const unpublished = await savePostAction(
      newPostInput({ ...base, status: 'draft', content: NO_ALT }),
    )
    expect(unpublished).toMatchObject({ ok: true, data: { status: 'draft' } })
  })

  it('a link to a draft or to a missing post is refused; a link to a published one is not', async () => {
    const draft = await insertPost(handle(), { status: 'draft' })
    const live = await insertPost(handle(), { status: 'published' })
    const link = (slug: string) => `<p>Leia <a href="/blog/post/${slug}">isto</a>.</p>`

    const toDraft = await savePostAction(
      newPostInput({ intent: 'publish', content: link(draft.slug) }),
    )
    expect(toDraft).toMatchObject({ ok: false })
    if (!toDraft.ok) expect(toDraft.fieldErrors?.content?.[0]).toMatch(/não publicado/)
    const toNothing = await savePostAction(
      newPostInput({ intent: 'publish', content: link('nao-existe-mais') }),
    )
    if (!toNothing.ok) expect(toNothing.fieldErrors?.content?.[0]).toMatch(/não existe/)
    expect(toNothing.ok).toBe(false)
    const toLive = await savePostAction(
      newPostInput({ intent: 'publish', content: link(live.slug) }),
    )
    expect(toLive).toMatchObject({ ok: true })
  })

  it('an H1 in the body is refused on publishing', async () => {
    const result = await savePostAction(
      newPostInput({ intent: 'publish', content: '<h1>Outro título</h1><p>Texto.</p>' }),
    )
    expect(result).toMatchObject({ ok: false })
    if (!result.ok) expect(result.fieldErrors?.content?.[0]).toMatch(/H1/)
  })

  it('"Agendar" is refused with the same field error', async () => {
    const count = await countPosts()
    const result = await schedulePostAction(scheduleInput({ content: NO_ALT }))
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { content: [expect.stringContaining(ALT_ERROR)] },
    })
    expect(await countPosts()).toBe(count)
  })

  it('at fire time a post that fails is not published, and the refusal is audited', async () => {
    const dueAt = new Date(Date.now() - MINUTE)
    const target = await insertPost(handle(), { status: 'published' })
    const post = await insertPost(handle(), { status: 'draft', scheduledAt: dueAt })
    // Scheduled while its link was live; the linked post was unpublished since.
    await handle()
      .db.updateTable('blog_posts')
      .set({ content: `<p>Veja <a href="/blog/post/${target.slug}">o guia</a>.</p>` })
      .where('id', '=', post.id)
      .execute()
    await handle()
      .db.updateTable('blog_posts')
      .set({ status: 'draft' })
      .where('id', '=', target.id)
      .execute()

    const publication = await publishDueSchedule(handle().db, {
      postId: post.id,
      kind: 'publish',
      dueAt,
    })
    expect(publication).toBeNull()
    const row = await readRow(handle(), post.id)
    expect(row).toMatchObject({ status: 'draft', scheduled_at: null, published_at: null })
    const audit = await auditOf(handle(), post.id)
    expect(audit.map((entry) => entry.action)).toEqual(['post.scheduled_refused'])
    expect(JSON.parse(audit[0]!.details ?? '{}')).toMatchObject({
      update: false,
      reasons: [expect.stringMatching(/não publicado/)],
    })
  })

  it('at fire time a scheduled update failing a rule leaves the public version alone', async () => {
    const dueAt = new Date(Date.now() - MINUTE)
    const post = await insertPost(handle(), { status: 'published' })
    await writeWorkingCopy(
      handle().db,
      post.id,
      {
        title: 'Atualização',
        slug: post.slug,
        description: null,
        content: NO_ALT,
        coverImage: null,
        categoryId: null,
        tags: [],
        featured: false,
      },
      { actorId: null, scheduledAt: dueAt },
    )
    const publication = await publishDueSchedule(handle().db, {
      postId: post.id,
      kind: 'update',
      dueAt,
    })
    expect(publication).toBeNull()
    expect((await readRow(handle(), post.id)).content).toBe('<p>Versão pública.</p>')
    expect((await auditOf(handle(), post.id)).map((entry) => entry.action)).toEqual([
      'post.scheduled_refused',
    ])
  })

  it('keeps the focus keyword with the document: post row, working copy, edit form', async () => {
    const draft = await savePostAction(newPostInput({ focusKeyword: '  mídia paga ' }))
    if (!draft.ok) throw new Error(draft.error)
    expect(await readPost(handle(), draft.data.id)).toMatchObject({ focus_keyword: 'mídia paga' })
    expect(await getPostForEdit(draft.data.id)).toMatchObject({ focusKeyword: 'mídia paga' })

    const post = await insertPost(handle(), { status: 'published' })
    const {
      status: _status,
      intent: _intent,
      ...form
    } = newPostInput({
      id: post.id,
      version: 1,
      slug: post.slug,
      focusKeyword: 'verba',
    })
    const copy = await autosavePostAction(form)
    expect(copy).toMatchObject({ ok: true, data: { workingCopy: true } })
    expect(await readWorkingCopy(handle().db, post.id)).toMatchObject({ focusKeyword: 'verba' })
    expect(await getPostForEdit(post.id)).toMatchObject({ focusKeyword: 'verba' })
    expect((await readPost(handle(), post.id)).focus_keyword).toBeNull()

    const saved = await savePostAction(
      newPostInput({ ...form, version: 2, status: 'published', focusKeyword: 'verba' }),
    )
    expect(saved).toMatchObject({ ok: true })
    expect((await readPost(handle(), post.id)).focus_keyword).toBe('verba')
  })
})
