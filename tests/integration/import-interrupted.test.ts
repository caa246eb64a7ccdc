import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { runImport, type ImportRequest } from '@/server/import/run-import'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'
import {
  WORDPRESS_FIXTURE,
  fixtureCopy,
  startImageServer,
  type ImageServer,
} from './import-support'

/*
 * An import stopped halfway (here by its progress callback, as a restart would stop it) leaves
 * the posts it committed, each whole; run again, it finishes in the state one whole import
 * leaves: every post once, every old address redirected, every image copied once.
 */

vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }))

let server: ImageServer
let file = ''
beforeAll(async () => {
  server = await startImageServer(['dsc20050315_145007_132'])
  file = fixtureCopy(WORDPRESS_FIXTURE, ['https://i0.wp.com'], server.origin)
})
afterAll(() => server.close())

describe.each(TEST_DIALECTS)('an interrupted WordPress import on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  const db = () => handle().db
  const request: ImportRequest = {
    file: '',
    fileName: 'themeunittestdata.wordpress.xml',
    media: 'baixar',
    dryRun: false,
    actor: null,
    privateHosts: ['127.0.0.1'],
  }

  it('ends, run again, in the state one whole import leaves', async () => {
    const planned = await runImport({ ...request, file, dryRun: true })
    const stop = new Error('servidor reiniciado')
    const interrupted = runImport({
      ...request,
      file,
      onProgress: (progress) => {
        if (progress.phase === 'posts' && progress.processed > 0) throw stop
      },
    })
    await expect(interrupted).rejects.toBe(stop)
    const halfway = await db().selectFrom('blog_posts').select('id').execute()
    expect(halfway.length).toBeGreaterThan(0)
    expect(halfway.length).toBeLessThan(58)
    expect(await db().selectFrom('redirects').select('id').execute()).toEqual([])

    const report = await runImport({ ...request, file })
    expect(report.counts.post.created + report.counts.post.unchanged).toBe(58)
    expect(report.counts.post.created).toBe(58 - halfway.length)
    const slugs = await db().selectFrom('blog_posts').select('slug').execute()
    expect(slugs).toHaveLength(58)
    expect(slugs.filter((row) => /-2$/.test(row.slug))).toEqual([])
    expect(await db().selectFrom('redirects').select('id').execute()).toHaveLength(
      planned.counts.redirect.created,
    )
    // Each old image address copied once: what the dry run planned, less the one missing.
    expect(await db().selectFrom('media_images').select('id').execute()).toHaveLength(
      planned.counts.media.created - report.counts.media.failed,
    )
  })
})
