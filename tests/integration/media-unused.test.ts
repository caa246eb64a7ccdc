import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { deleteUnusedMediaAction } from '@/server/media/actions'
import { getUnusedMediaSummary, listMedia } from '@/server/media/queries'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import { insertMedia, insertPostUsing } from './media-support'
import { signInEditor } from './posts-support'

/*
 * Images no post uses (an upload whose alt-text dialog was cancelled, a replaced cover): found,
 * counted and deleted in bulk with their files, all but the last hour's.
 */

const state = vi.hoisted(() => {
  const dataDir = `${process.env.TMPDIR ?? '/tmp'}/midiaplan-unused-${process.pid}-${Date.now()}`
  process.env.DATA_DIR = dataDir
  return { cookie: '', dataDir }
})
vi.mock('next/headers', () => ({
  headers: async () => new Headers(state.cookie ? { cookie: state.cookie } : {}),
}))
vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }))

afterAll(() => rmSync(state.dataDir, { recursive: true, force: true }))

const HOURS_AGO = (hours: number) => new Date(Date.now() - hours * 3_600_000)

describe.each(TEST_DIALECTS)('unused images on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)

  beforeAll(async () => {
    state.cookie = (await signInEditor(`sem-uso-${dialect}`)).cookie
  })

  it('lists, counts and deletes only the images no post uses, keeping the last hour’s', async () => {
    const fresh = await insertMedia(handle(), { fileName: 'sem-uso-recente.png' })
    const old = await insertMedia(handle(), {
      fileName: 'sem-uso-antiga.png',
      createdAt: HOURS_AGO(3),
    })
    const cover = await insertMedia(handle(), {
      fileName: 'capa-antiga.png',
      createdAt: HOURS_AGO(3),
    })
    const body = await insertMedia(handle(), {
      fileName: 'corpo-antiga.png',
      createdAt: HOURS_AGO(3),
    })
    const copy = await insertMedia(handle(), {
      fileName: 'copia-antiga.png',
      createdAt: HOURS_AGO(3),
    })
    await insertPostUsing(handle(), cover, { title: 'Capa', where: 'cover' })
    await insertPostUsing(handle(), body, { title: 'Corpo', where: 'body', status: 'draft' })
    const other = await insertPostUsing(handle(), { url: '' }, { title: 'Cópia', where: 'body' })
    await handle()
      .db.insertInto('post_working_copies')
      .values({ post_id: other, title: 'Cópia', slug: 'copia', content: `<img src="${copy.url}">` })
      .execute()
    // The old one's files, to see them go.
    const dir = path.join(state.dataDir, 'uploads', 'blog-images')
    mkdirSync(dir, { recursive: true })
    for (const name of [`${old.hex}.webp`, `${old.hex}-w640.webp`]) {
      writeFileSync(path.join(dir, name), 'x')
    }

    const unusedNames = (await listMedia({ unusedOnly: true })).items.map((i) => i.fileName)
    expect(unusedNames).toContain('sem-uso-recente.png')
    expect(unusedNames).toContain('sem-uso-antiga.png')
    for (const used of ['capa-antiga.png', 'corpo-antiga.png', 'copia-antiga.png'])
      expect(unusedNames).not.toContain(used)
    const summary = await getUnusedMediaSummary()
    expect(summary.total - summary.deletable).toBeGreaterThanOrEqual(1)

    const result = await deleteUnusedMediaAction({})
    expect(result).toEqual({ ok: true, data: { deleted: summary.deletable } })
    const left = await handle().db.selectFrom('media_images').select('id').execute()
    const ids = left.map((row) => row.id)
    expect(ids).not.toContain(old.id)
    for (const kept of [fresh, cover, body, copy]) expect(ids).toContain(kept.id)
    expect(existsSync(path.join(dir, `${old.hex}.webp`))).toBe(false)
    expect(existsSync(path.join(dir, `${old.hex}-w640.webp`))).toBe(false)
    expect(await getUnusedMediaSummary()).toMatchObject({ deletable: 0 })
    const audit = await handle()
      .db.selectFrom('audit_log')
      .select(['action', 'target_label'])
      .where('target_id', '=', old.id)
      .execute()
    expect(audit).toEqual([{ action: 'media.deleted', target_label: 'sem-uso-antiga.png' }])
    // Nothing left to take: a second click writes nothing.
    expect(await deleteUnusedMediaAction({})).toEqual({ ok: true, data: { deleted: 0 } })
  })
})
