import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { wxrDocument, type WxrItemSpec } from '@tests/fixtures/import/wxr-builder'
import { runImport, type ImportRequest } from '@/server/import/run-import'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'

/*
 * An export that names one old id twice (a merged or hand-edited file): the first copy is
 * imported, the others are reported, whether they fall in the same chunk of 50 posts or in a
 * later one. Imported twice, the file then finds every post unchanged.
 */

vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }))

const POSTS = 60
const NOTE =
  'O post "Post 3, outra cópia" (id 1003) aparece mais de uma vez no arquivo: só a primeira ocorrência foi importada.'

let file = ''
beforeAll(() => {
  const post = (n: number): WxrItemSpec => ({
    id: 1000 + n,
    title: `Post ${n}`,
    slug: `post-${n}`,
    content: `Texto do post ${n}.`,
  })
  const posts = Array.from({ length: POSTS }, (_, i) => post(i + 1))
  const copy = { ...post(3), title: 'Post 3, outra cópia', content: 'Outro texto.' }
  // In the first chunk beside the original, and at the end of the file (the second chunk).
  posts.splice(10, 0, copy)
  posts.push(copy)
  file = path.join(mkdtempSync(path.join(tmpdir(), 'midiaplan-import-')), 'blog.xml')
  writeFileSync(file, wxrDocument(posts))
})

describe.each(TEST_DIALECTS)('an old id the file repeats, on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  const request: ImportRequest = {
    file: '',
    fileName: 'blog.xml',
    media: 'manter',
    dryRun: false,
    actor: null,
  }

  it('becomes one post, the first copy, and the report names the others', async () => {
    const report = await runImport({ ...request, file })
    expect(report.counts.post.created).toBe(POSTS)
    const rows = await handle().db.selectFrom('blog_posts').select(['slug', 'title']).execute()
    expect(rows).toHaveLength(POSTS)
    expect(rows.filter((row) => row.slug === 'post-3' || row.title.includes('cópia'))).toEqual([
      { slug: 'post-3', title: 'Post 3' },
    ])
    expect(report.notes.filter((note) => note.includes('(id 1003)'))).toEqual([NOTE, NOTE])
    expect(report.posts.filter((entry) => entry.sourceId === '1003')).toHaveLength(1)
  })

  it('is found unchanged, with every other post, when the file is imported again', async () => {
    const report = await runImport({ ...request, file })
    expect(report.counts.post).toMatchObject({ created: 0, updated: 0, unchanged: POSTS })
    expect(await handle().db.selectFrom('blog_posts').select('id').execute()).toHaveLength(POSTS)
  })
})
