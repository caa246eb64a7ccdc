import { rmSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { STORAGE_FAILURE_DESCRIPTIONS } from '@/server/media/errors'
import { solidImage } from '@/server/media/test-fixtures'
import { savePostAction } from '@/server/posts/actions'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import { newPostInput, readPost, signInEditor } from './posts-support'
import { uploadPng, withS3Settings } from './s3-support'

/*
 * With S3_* set, a bucket that refuses the site's credentials or cannot be
 * reached gives the editor a clear pt-BR error, and leaves no library row, no object and no
 * change to the post being edited.
 */

// Before any app module reads the environment: the server's port goes into S3_ENDPOINT.
const state = await vi.hoisted(async () =>
  (await import('../support/s3-server')).startS3ForApp('s3-fail'),
)
vi.mock('next/headers', () => ({
  headers: async () => new Headers(state.cookie ? { cookie: state.cookie } : {}),
}))
vi.mock('next/cache', () => ({ revalidateTag: vi.fn(), cacheLife: vi.fn(), cacheTag: vi.fn() }))

const { s3 } = state
afterAll(async () => {
  await s3.close()
  rmSync(state.dataDir, { recursive: true, force: true })
})

describe.each(TEST_DIALECTS)('a failing S3 bucket on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)

  beforeAll(async () => {
    state.cookie = (await signInEditor(`s3-falha-${dialect}`)).cookie
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
  })

  /** An editor with a draft open uploads a cover; the upload must fail cleanly. */
  async function refusedUpload(expected: string) {
    const draft = await savePostAction(newPostInput())
    if (!draft.ok) throw new Error(JSON.stringify(draft))
    const postBefore = await readPost(handle(), draft.data.id)
    const rowsBefore = await handle().db.selectFrom('media_images').select('id').execute()
    const keysBefore = await s3.listKeys('blog-images/')

    const response = await uploadPng(await solidImage('png', 1800, 900))
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ error: 'Erro ao enviar imagem', description: expected })

    expect(await handle().db.selectFrom('media_images').select('id').execute()).toEqual(rowsBefore)
    expect(await s3.listKeys('blog-images/')).toEqual(keysBefore)
    expect(await readPost(handle(), draft.data.id)).toEqual(postBefore)
  }

  it('a wrong secret: the editor is told the storage refused the credentials', async () => {
    await withS3Settings({ S3_SECRET_ACCESS_KEY: 'segredo-errado' }, () =>
      refusedUpload(STORAGE_FAILURE_DESCRIPTIONS.denied),
    )
  })

  it('an unreachable endpoint: the editor is told to try again later', async () => {
    // Port 9 (discard) on loopback: nothing listens, the connection is refused at once.
    await withS3Settings({ S3_ENDPOINT: 'http://127.0.0.1:9' }, () =>
      refusedUpload(STORAGE_FAILURE_DESCRIPTIONS.unreachable),
    )
  })

  it('the bucket works again once the settings are right', async () => {
    expect((await uploadPng(await solidImage('png', 300, 200))).status).toBe(201)
  })
})
