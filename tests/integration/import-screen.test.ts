import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { POST } from '@/app/admin/(panel)/(cms)/importar/execucoes/route'
import { GET as status } from '@/app/admin/(panel)/(cms)/importar/execucoes/[id]/route'
import { GET as download } from '@/app/admin/(panel)/(cms)/importar/execucoes/[id]/relatorio/route'
import {
  FILE_TOO_LARGE_MESSAGE,
  IMPORT_RUNNING_MESSAGE,
  NOT_AN_EXPORT_MESSAGE,
  SITE_URL_MESSAGE,
} from '@/lib/validations/import'
import { AUTH_MESSAGES } from '@/server/auth/errors'
import { createOrPromoteUser } from '@/server/auth/users'
import { activeImports } from '@/server/import/background'
import type { ImportRunView } from '@/server/import/queries'
import { saveUploadedExport } from '@/server/import/upload'
import { signInCookie } from '../support/auth-requests'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import { GHOST_FIXTURE, fixtureCopy, startImageServer, type ImageServer } from './import-support'

/*
 * The "Importar" screen's routes on both databases: the export streamed up, the dry run and then
 * the import run in the background while the run's row is polled, the report downloaded as CSV
 * and JSON, one import at a time, a foreign file failing with its pt-BR reason, the size cap,
 * and nothing of it for editors.
 */

const request = vi.hoisted(() => {
  // Read once by the server's env: the local image server is on a private address.
  process.env.IMPORT_PRIVATE_HOSTS = '127.0.0.1'
  return { cookie: '' }
})
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
}))
vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }))

const SITE = 'http://localhost:3999'
const UPLOADS = path.join(tmpdir(), 'midiaplan-importacoes')

let server: ImageServer
let file = ''
beforeAll(async () => {
  server = await startImageServer()
  file = fixtureCopy(GHOST_FIXTURE, ['https://images.unsplash.com'], server.origin)
})
afterAll(() => server.close())

function upload(body: BodyInit, query: Record<string, string>) {
  return POST(
    new Request(`${SITE}/admin/importar/execucoes?${new URLSearchParams(query)}`, {
      method: 'POST',
      headers: { origin: SITE, 'content-type': 'application/octet-stream' },
      body,
      duplex: 'half',
    } as RequestInit),
  )
}

const params = (id: string) => ({ params: Promise.resolve({ id }) })

async function finished(id: string): Promise<ImportRunView> {
  await Promise.all([...activeImports()])
  const response = await status(new Request(`${SITE}/admin/importar/execucoes/${id}`), params(id))
  expect(response.status).toBe(200)
  return (await response.json()) as ImportRunView
}

describe.each(TEST_DIALECTS)('the Importar screen on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  const db = () => handle().db
  let adminCookie = ''
  let editorCookie = ''
  const audits = async () =>
    (await db().selectFrom('audit_log').select('action').execute())
      .map((row) => row.action)
      .filter((action) => action.startsWith('import.'))
      .sort()

  beforeAll(async () => {
    const admin = `admin-importar-${dialect}@exemplo.com.br`
    const editor = `editor-importar-${dialect}@exemplo.com.br`
    await createOrPromoteUser({ email: admin, password: 'Senha@Import2026', role: 'admin' })
    await createOrPromoteUser({ email: editor, password: 'Senha@Import2026', role: 'editor' })
    adminCookie = await signInCookie(admin, 'Senha@Import2026', '10.29.0.1')
    editorCookie = await signInCookie(editor, 'Senha@Import2026', '10.29.0.2')
  })
  beforeEach(() => {
    request.cookie = adminCookie
  })

  const ghost = (simular: '0' | '1') =>
    upload(readFileSync(file), {
      nome: 'ghost.json',
      midia: 'baixar',
      simular,
      site: server.origin,
    })

  it('simulates in the background: the run polled to its end, nothing of the blog written', async () => {
    const response = await ghost('1')
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    const run = await finished(id)
    expect(run).toMatchObject({ state: 'done', dryRun: true, source: 'ghost', progress: 100 })
    expect(run.counts?.post).toMatchObject({ created: 5 })
    expect(run.summary?.posts.map((post) => post.slug)).toContain('guia-rapido-do-editor')
    expect(await db().selectFrom('blog_posts').select('id').execute()).toEqual([])
    expect(await audits()).toEqual(['import.simulated'])
  })

  it('imports, then offers the report as CSV and JSON; a second import waits for the first', async () => {
    const response = await ghost('0')
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    const run = await finished(id)
    expect(run).toMatchObject({ state: 'done', dryRun: false })
    expect(run.counts?.media).toMatchObject({ created: 4 })
    expect(await db().selectFrom('blog_posts').select('id').execute()).toHaveLength(5)
    expect(await audits()).toEqual(['import.finished', 'import.simulated', 'import.started'])

    const csv = await download(
      new Request(`${SITE}/admin/importar/execucoes/${id}/relatorio?formato=csv`),
      params(id),
    )
    expect(csv.headers.get('content-disposition')).toMatch(
      /^attachment; filename="importacao-blog-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const text = await csv.text()
    expect(text).toContain('Tipo;ID no site antigo;Título;Endereço aqui;Status;Resultado;Avisos')
    expect(text).toContain(
      'Post;6650a1f0c3b2a10001a1b004;Guia rápido do editor;/blog/post/guia-rapido-do-editor;Publicado;Criado;',
    )
    expect(text).toContain('Não importado;;Páginas;;;1;Sobre nós')
    const json = await download(
      new Request(`${SITE}/admin/importar/execucoes/${id}/relatorio?formato=json`),
      params(id),
    )
    expect((await json.json()).counts.post.created).toBe(5)

    // An import another process is running (its row moved just now) blocks a new one.
    await db()
      .updateTable('import_runs')
      .set({ status: 'running', updated_at: new Date() })
      .where('id', '=', id)
      .execute()
    const refused = await ghost('0')
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({ error: IMPORT_RUNNING_MESSAGE })
    await db().updateTable('import_runs').set({ status: 'done' }).where('id', '=', id).execute()
  })

  it('fails a foreign file with its pt-BR reason, writing nothing, and removes every upload', async () => {
    const before = await db().selectFrom('blog_posts').select('id').execute()
    const response = await upload('nome;email\nAna;ana@exemplo.com\n', {
      nome: 'planilha.csv',
      midia: 'baixar',
      simular: '0',
    })
    const { id } = (await response.json()) as { id: string }
    expect(await finished(id)).toMatchObject({ state: 'failed', error: NOT_AN_EXPORT_MESSAGE })
    expect(await db().selectFrom('blog_posts').select('id').execute()).toEqual(before)
    expect(existsSync(UPLOADS) ? readdirSync(UPLOADS) : []).toEqual([])
  })

  it('refuses a wrong option before reading the file', async () => {
    const response = await upload(readFileSync(file), {
      nome: 'ghost.json',
      midia: 'baixar',
      simular: '1',
      site: 'ftp://blog.exemplo.com.br',
    })
    expect(response.status).toBe(400)
    expect((await response.json()).fieldErrors).toEqual({ site: [SITE_URL_MESSAGE] })
  })

  it('cuts an upload off at the size cap', async () => {
    const big = new Request(`${SITE}/x`, { method: 'POST', body: 'x'.repeat(4096) })
    await expect(saveUploadedExport(big, 1024)).rejects.toThrow(FILE_TOO_LARGE_MESSAGE)
    expect(existsSync(UPLOADS) ? readdirSync(UPLOADS) : []).toEqual([])
  })

  it('refuses editors everything', async () => {
    request.cookie = editorCookie
    const runs = await db().selectFrom('import_runs').select('id').execute()
    const id = runs[0]?.id ?? ''
    const responses = [
      await ghost('1'),
      await status(new Request(`${SITE}/admin/importar/execucoes/${id}`), params(id)),
      await download(new Request(`${SITE}/admin/importar/execucoes/${id}/relatorio`), params(id)),
    ]
    expect(responses.map((r) => r.status)).toEqual([403, 403, 403])
    expect(await responses[0]?.json()).toEqual({ error: AUTH_MESSAGES.forbidden })
    expect(await db().selectFrom('import_runs').select('id').execute()).toEqual(runs)
  })
})
