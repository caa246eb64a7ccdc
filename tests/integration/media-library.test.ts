import { existsSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { POST } from '@/app/api/uploads/route'
import { MEDIA_PAGE_SIZE } from '@/lib/validations/media'
import { updateDisplayNameAction } from '@/server/account/actions'
import { deleteMediaAction, updateMediaAltAction } from '@/server/media/actions'
import { listMedia } from '@/server/media/queries'
import { solidImage } from '@/server/media/test-fixtures'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import { insertMedia, insertPostUsing } from './media-support'
import { signInEditor } from './posts-support'

// Before any app module reads the environment: uploads land in a throwaway DATA_DIR.
const state = vi.hoisted(() => {
  const dataDir = `${process.env.TMPDIR ?? '/tmp'}/midiaplan-media-${process.pid}-${Date.now()}`
  process.env.DATA_DIR = dataDir
  process.env.RATE_LIMIT_DISABLED = 'true'
  return { cookie: '', dataDir }
})
vi.mock('next/headers', () => ({
  headers: async () => new Headers(state.cookie ? { cookie: state.cookie } : {}),
}))
vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }))

const ORIGIN = 'http://localhost:3999'
const imagesDir = () => path.join(state.dataDir, 'uploads', 'blog-images')
afterAll(() => rmSync(state.dataDir, { recursive: true, force: true }))

async function upload(bytes: Buffer, name: string): Promise<{ id: string; url: string }> {
  const form = new FormData()
  form.append('file', new File([new Uint8Array(bytes)], name, { type: 'image/png' }))
  const encoded = new Response(form)
  const response = await POST(
    new Request(`${ORIGIN}/api/uploads`, {
      method: 'POST',
      body: new Uint8Array(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type')!, origin: ORIGIN },
    }),
  )
  expect(response.status).toBe(201)
  return (await response.json()) as { id: string; url: string }
}

const fileWidth = async (name: string) =>
  (await sharp(path.join(imagesDir(), name)).metadata()).width

describe.each(TEST_DIALECTS)('the media library on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  let editor = { userId: '', email: '', cookie: '' }

  beforeAll(async () => {
    editor = await signInEditor(`midia-${dialect}`)
    state.cookie = editor.cookie
  })

  it('stores an upload with 640/1024/1600 variants, never upscaled, and registers it', async () => {
    const wide = await upload(await solidImage('png', 2400, 1200), 'Campanha Verão.png')
    const hex = wide.url.match(/([0-9a-f]{32})\.webp$/)![1]!
    // The original is capped at 1920 (as before); the variants are narrower copies of it.
    expect(await fileWidth(`${hex}.webp`)).toBe(1920)
    for (const w of [640, 1024, 1600]) expect(await fileWidth(`${hex}-w${w}.webp`)).toBe(w)

    const small = await upload(await solidImage('png', 800, 400), 'pequena.png')
    const smallHex = small.url.match(/([0-9a-f]{32})\.webp$/)![1]!
    expect(
      readdirSync(imagesDir())
        .filter((n) => n.startsWith(smallHex))
        .sort(),
    ).toEqual([`${smallHex}-w640.webp`, `${smallHex}.webp`])

    const row = await handle()
      .db.selectFrom('media_images')
      .selectAll()
      .where('id', '=', wide.id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      url: wide.url,
      file_name: 'Campanha Verão.png',
      uploaded_by: editor.userId,
      variant_widths: '[640,1024,1600]',
    })
    expect([Number(row.width), Number(row.height)]).toEqual([1920, 960])
    expect(Number(row.bytes)).toBeGreaterThan(0)
    const audit = await handle()
      .db.selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('target_id', '=', wide.id)
      .execute()
    expect(audit).toEqual([{ action: 'media.uploaded', actor_id: editor.userId }])
  })

  it('lists newest first with who uploaded, searches name and alt text, and paginates', async () => {
    const first = await listMedia()
    expect(first.items[0]).toMatchObject({
      fileName: 'pequena.png',
      uploadedBy: expect.any(String),
    })
    expect(first.items[0]!.uploadedBy).toContain('midia-')

    await insertMedia(handle(), { fileName: 'grafico.png', alt: 'Orçamento de mídia por canal' })
    expect((await listMedia({ search: 'ORCAMENTO' })).items.map((i) => i.fileName)).toEqual([
      'grafico.png',
    ])
    expect((await listMedia({ search: 'verao' })).items.map((i) => i.fileName)).toEqual([
      'Campanha Verão.png',
    ])
    expect((await listMedia({ search: '100%' })).total).toBe(0)

    const base = Date.now() - 86_400_000
    for (let i = 0; i < MEDIA_PAGE_SIZE + 3; i++) {
      await insertMedia(handle(), {
        fileName: `lote-${i}.png`,
        createdAt: new Date(base - i * 1000),
      })
    }
    const page1 = await listMedia({ search: 'lote-', page: 1 })
    const page2 = await listMedia({ search: 'lote-', page: 2 })
    expect([page1.total, page1.totalPages, page1.items.length]).toEqual([
      MEDIA_PAGE_SIZE + 3,
      2,
      24,
    ])
    expect(page2.items.map((i) => i.fileName)).toEqual([
      'lote-24.png',
      'lote-25.png',
      'lote-26.png',
    ])
    expect((await listMedia({ search: 'lote-', page: 99 })).page).toBe(2)
  })

  it('edits the alt text (and finds the image by it); an empty one is refused', async () => {
    const image = await insertMedia(handle(), { fileName: 'sem-alt.png' })
    const saved = await updateMediaAltAction({ id: image.id, alt: '  Equipe  em reunião ' })
    expect(saved).toEqual({ ok: true, data: { id: image.id, alt: 'Equipe em reunião' } })
    expect((await listMedia({ search: 'reuniao' })).items.map((i) => i.id)).toEqual([image.id])

    const empty = await updateMediaAltAction({ id: image.id, alt: '   ' })
    expect(empty).toMatchObject({
      ok: false,
      fieldErrors: { alt: [expect.stringMatching(/Descreva a imagem/)] },
    })
    const gone = await updateMediaAltAction({ id: 'nao-existe', alt: 'x' })
    expect(gone).toMatchObject({ ok: false, error: expect.stringMatching(/não existe mais/) })
  })

  it('refuses to delete an image in use, naming the posts; deletes an unused one with its files', async () => {
    const used = await upload(await solidImage('png', 1300, 500), 'usada.png')
    const postId = await insertPostUsing(handle(), used, { title: 'Guia de mídia', where: 'body' })
    const other = await insertPostUsing(
      handle(),
      { url: '' },
      { title: 'Post com cópia', where: 'body' },
    )
    await handle()
      .db.insertInto('post_working_copies')
      .values({
        post_id: other,
        title: 'Post com cópia',
        slug: 'copia',
        content: '<p>x</p>',
        cover_image: used.url,
      })
      .execute()

    const listed = (await listMedia({ search: 'usada' })).items[0]!
    expect(listed.usages).toEqual([
      { postId, title: 'Guia de mídia', workingCopy: false },
      { postId: other, title: 'Post com cópia', workingCopy: true },
    ])
    const refused = await deleteMediaAction({ id: used.id })
    expect(refused.ok).toBe(false)
    if (refused.ok) return
    expect(refused.error).toBe(
      'Não é possível deletar: a imagem está em uso nos posts "Guia de mídia", ' +
        '"Post com cópia" (alterações não publicadas). Remova-a desses posts antes de deletar.',
    )
    const hex = used.url.match(/([0-9a-f]{32})\.webp$/)![1]!
    expect(existsSync(path.join(imagesDir(), `${hex}.webp`))).toBe(true)
    expect(
      await handle().db.selectFrom('media_images').select('id').where('id', '=', used.id).execute(),
    ).toHaveLength(1)

    const unused = await upload(await solidImage('png', 1100, 500), 'avulsa.png')
    const unusedHex = unused.url.match(/([0-9a-f]{32})\.webp$/)![1]!
    expect(readdirSync(imagesDir()).filter((n) => n.startsWith(unusedHex))).toHaveLength(3)
    expect(await deleteMediaAction({ id: unused.id })).toEqual({
      ok: true,
      data: { id: unused.id },
    })
    expect(readdirSync(imagesDir()).filter((n) => n.startsWith(unusedHex))).toEqual([])
    expect((await listMedia({ search: 'avulsa' })).total).toBe(0)
    const audit = await handle()
      .db.selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', unused.id)
      .execute()
    expect(audit.map((a) => a.action).sort()).toEqual(['media.deleted', 'media.uploaded'])
  })

  it('"Enviada por" shows the uploader’s display name, or the e-mail while there is none', async () => {
    const image = await insertMedia(handle(), {
      fileName: 'quem-enviou.png',
      uploadedBy: editor.userId,
    })
    const uploader = async () =>
      (await listMedia({ search: 'quem-enviou' })).items.find((i) => i.id === image.id)?.uploadedBy
    expect(await uploader()).toBe(editor.email)
    expect(await updateDisplayNameAction({ name: `Ana Souza ${dialect}` })).toMatchObject({
      ok: true,
    })
    expect(await uploader()).toBe(`Ana Souza ${dialect}`)
  })
})

describe('GET /api/media (the editor picker)', () => {
  setupTestDatabase('sqlite')

  it('answers anonymous callers 401 in pt-BR and editors a page of images', async () => {
    const { GET } = await import('@/app/api/media/route')
    state.cookie = ''
    const anonymous = await GET(new Request(`${ORIGIN}/api/media`))
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toEqual({ error: 'Você precisa estar logado' })
    state.cookie = (await signInEditor('picker')).cookie
    await upload(await solidImage('png', 700, 350), 'escolhida.png')
    const response = await GET(new Request(`${ORIGIN}/api/media?busca=escolhida&pagina=1`))
    expect(response.status).toBe(200)
    const body = (await response.json()) as { items: { fileName: string; url: string }[] }
    expect(body.items.map((i) => i.fileName)).toEqual(['escolhida.png'])
  })
})
