import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { describe, expect, it, vi } from 'vitest'
import { getStorage } from '@/server/media/storage'
import { solidImage } from '@/server/media/test-fixtures'
import { writeWorkingCopy } from '@/server/posts/working-copy'
import { shareImagesIdle } from '@/server/share-image/refresh-queue'
import { listStaleShareImages, refreshShareImage } from '@/server/share-image/refresh'
import { startScheduler } from '@/server/schedule/scheduler'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import { insertPost, MINUTE, readRow } from './schedule-support'

vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }))

/* Share images outside the editor: the scheduler's publish, and a failed try found again. */

const LAUNCH_COVER = '/blog/covers/planejamento-de-midia-guia-definitivo.webp'

describe.each(TEST_DIALECTS)('share images outside the editor on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)

  async function runScheduler(done: () => Promise<boolean>) {
    const stop = startScheduler({ intervalMs: 60 * MINUTE })
    try {
      await vi.waitFor(async () => expect(await done()).toBe(true), { timeout: 10_000 })
    } finally {
      stop()
    }
    await shareImagesIdle()
  }

  it('a scheduled publish and a scheduled update draw the image of the public title', async () => {
    const post = await insertPost(handle(), {
      status: 'draft',
      scheduledAt: new Date(Date.now() - MINUTE),
      title: 'Publicado pelo agendamento',
    })
    await runScheduler(async () => (await readRow(handle(), post.id)).share_image_url !== null)
    const first = await readRow(handle(), post.id)
    expect(first).toMatchObject({
      status: 'published',
      share_image_title: 'Publicado pelo agendamento',
    })

    await writeWorkingCopy(
      handle().db,
      post.id,
      {
        title: 'Atualizado pelo agendamento',
        slug: post.slug,
        description: null,
        content: '<p>Nova versão.</p>',
        coverImage: null,
        categoryId: null,
        tags: [],
        featured: false,
      },
      { actorId: null, scheduledAt: new Date(Date.now() - MINUTE) },
    )
    await runScheduler(
      async () =>
        (await readRow(handle(), post.id)).share_image_title === 'Atualizado pelo agendamento',
    )
    expect((await readRow(handle(), post.id)).share_image_url).not.toBe(first.share_image_url)
  })

  it('a failed drawing loses no publish and is found again by the sweep', async () => {
    const post = await insertPost(handle(), { status: 'published', title: 'Imagem que falhou' })
    const deps = {
      db: handle().db,
      storage: getStorage(),
      invalidate: vi.fn(async () => undefined),
    }
    const failing = async () => Promise.reject(new Error('sharp indisponível'))
    await expect(refreshShareImage({ ...deps, render: failing }, post.id)).rejects.toThrow()
    expect(await readRow(handle(), post.id)).toMatchObject({
      status: 'published',
      share_image_url: null,
    })
    expect(await listStaleShareImages(handle().db)).toContain(post.id)

    expect(await refreshShareImage(deps, post.id)).toBe('generated')
    expect(deps.invalidate).toHaveBeenCalledWith(post.slug)
    expect(await listStaleShareImages(handle().db)).not.toContain(post.id)
    expect(await refreshShareImage(deps, post.id)).toBe('unchanged')
  })

  it('redraws the WebP images from before 0015 as JPEG, cut from the cover when there is one', async () => {
    const storage = getStorage()
    const deps = { db: handle().db, storage, invalidate: vi.fn(async () => undefined) }
    const oldCard = async (id: string, title: string) => {
      const key = `blog-images/${randomBytes(16).toString('hex')}.webp`
      const url = await storage.put(key, await solidImage('webp', 1200, 630), 'image/webp')
      await handle()
        .db.updateTable('blog_posts')
        .set({
          share_image_url: url,
          share_image_key: key,
          share_image_title: title,
          share_image_category: '',
          share_image_source: null,
        })
        .where('id', '=', id)
        .execute()
      return key
    }
    const covered = await insertPost(handle(), { status: 'published', title: 'Capa de lançamento' })
    await handle()
      .db.updateTable('blog_posts')
      .set({ cover_image: LAUNCH_COVER })
      .where('id', '=', covered.id)
      .execute()
    const bare = await insertPost(handle(), { status: 'published', title: 'Sem capa' })
    const oldKeys = [
      await oldCard(covered.id, 'Capa de lançamento'),
      await oldCard(bare.id, 'Sem capa'),
    ]

    const stale = await listStaleShareImages(handle().db, 1000)
    expect(stale).toEqual(expect.arrayContaining([covered.id, bare.id]))
    for (const id of [covered.id, bare.id])
      expect(await refreshShareImage(deps, id)).toBe('generated')
    for (const key of oldKeys) expect(await storage.get(key)).toBeNull()
    expect(await readRow(handle(), covered.id)).toMatchObject({ share_image_source: LAUNCH_COVER })
    expect(await readRow(handle(), bare.id)).toMatchObject({ share_image_source: '' })
    for (const id of [covered.id, bare.id]) {
      const { share_image_key } = await readRow(handle(), id)
      expect(share_image_key).toMatch(/^blog-images\/[0-9a-f]{32}\.jpg$/)
      expect(await sharp((await storage.get(share_image_key!))!).metadata()).toMatchObject({
        format: 'jpeg',
        width: 1200,
        height: 630,
      })
    }
    // Both pages announce the new address, so both are expired.
    expect(deps.invalidate.mock.calls).toEqual([[covered.slug], [bare.slug]])
    const left = await listStaleShareImages(handle().db, 1000)
    expect(left).not.toContain(covered.id)
    expect(left).not.toContain(bare.id)
  })
})
