import { rmSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { rememberMediaAltAction } from '@/server/media/actions'
import { listMedia } from '@/server/media/queries'
import type { DatabaseHandle } from '@/server/db/connection'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import { insertMedia } from './media-support'
import { signInEditor } from './posts-support'

/*
 * The alt text confirmed in the editor's dialog is kept on the image's library record, so
 * "Escolher da biblioteca" proposes it next time; a text the library already has is only
 * replaced when the editor chose so.
 */

const state = vi.hoisted(() => {
  const dataDir = `${process.env.TMPDIR ?? '/tmp'}/midiaplan-alt-${process.pid}-${Date.now()}`
  process.env.DATA_DIR = dataDir
  return { cookie: '', dataDir }
})
vi.mock('next/headers', () => ({
  headers: async () => new Headers(state.cookie ? { cookie: state.cookie } : {}),
}))
vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }))

afterAll(() => rmSync(state.dataDir, { recursive: true, force: true }))

const altOf = async (handle: DatabaseHandle, id: string) =>
  (
    await handle.db
      .selectFrom('media_images')
      .select('alt_text')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).alt_text

describe.each(TEST_DIALECTS)('the editor’s alt text in the library on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  let editor = { userId: '', email: '', cookie: '' }

  beforeAll(async () => {
    editor = await signInEditor(`alt-biblioteca-${dialect}`)
    state.cookie = editor.cookie
  })

  it('keeps the editor’s alt text on an image without one, so the picker proposes it', async () => {
    const image = await insertMedia(handle(), { fileName: 'enviada-no-editor.png' })
    const saved = await rememberMediaAltAction({ url: image.url, alt: '  Equipe  no evento ' })
    expect(saved).toEqual({ ok: true, data: { updated: true } })
    expect(await altOf(handle(), image.id)).toBe('Equipe no evento')
    // Found by it too, as the picker's search finds any alt text.
    expect((await listMedia({ search: 'evento' })).items.map((i) => i.id)).toEqual([image.id])
    const audit = await handle()
      .db.selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('target_id', '=', image.id)
      .execute()
    expect(audit).toEqual([{ action: 'media.alt_changed', actor_id: editor.userId }])
  })

  it('leaves a text the library already has, unless the editor chose to replace it', async () => {
    const image = await insertMedia(handle(), { alt: 'Texto da biblioteca' })
    expect(await rememberMediaAltAction({ url: image.url, alt: 'Texto do post' })).toEqual({
      ok: true,
      data: { updated: false },
    })
    expect(await altOf(handle(), image.id)).toBe('Texto da biblioteca')
    expect(
      await rememberMediaAltAction({ url: image.url, alt: 'Texto do post', replace: true }),
    ).toEqual({ ok: true, data: { updated: true } })
    expect(await altOf(handle(), image.id)).toBe('Texto do post')
  })

  it('changes nothing for an image outside the library and refuses an empty text', async () => {
    const launchCover = await rememberMediaAltAction({
      url: '/blog/covers/planejamento.webp',
      alt: 'Capa',
    })
    expect(launchCover).toEqual({ ok: true, data: { updated: false } })
    const empty = await rememberMediaAltAction({ url: '/api/uploads/x', alt: '  ' })
    expect(empty).toMatchObject({ ok: false, fieldErrors: { alt: [expect.any(String)] } })
  })
})
