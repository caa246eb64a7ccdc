import { describe, expect, it, vi } from 'vitest'
import { getStorage } from '@/server/media/storage'
import { writeWorkingCopy } from '@/server/posts/document'
import { shareImagesIdle } from '@/server/share-image/background'
import { listStaleShareImages, refreshShareImage } from '@/server/share-image/refresh'
import { startScheduler } from '@/server/schedule/scheduler'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import { insertPost, MINUTE, readRow } from './schedule-support'

vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }))

/* Share images outside the editor: the scheduler's publish, and a failed try found again. */

const COVER_FOR_SWEEP = '/images/blog/planejamento-de-midia-guia-definitivo.webp'

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

  it('expires the page only when the image is the one it shares (no cover)', async () => {
    const deps = {
      db: handle().db,
      storage: getStorage(),
      invalidate: vi.fn(async () => undefined),
    }
    const covered = await insertPost(handle(), { status: 'published', title: 'Com capa própria' })
    await handle()
      .db.updateTable('blog_posts')
      .set({ cover_image: COVER_FOR_SWEEP })
      .where('id', '=', covered.id)
      .execute()
    expect(await refreshShareImage(deps, covered.id)).toBe('generated')
    expect(deps.invalidate).not.toHaveBeenCalled()

    const bare = await insertPost(handle(), { status: 'published', title: 'Sem capa' })
    await handle()
      .db.updateTable('blog_posts')
      .set({ cover_image: null })
      .where('id', '=', bare.id)
      .execute()
    expect(await refreshShareImage(deps, bare.id)).toBe('generated')
    expect(deps.invalidate).toHaveBeenCalledExactlyOnceWith(bare.slug)
  })
})
