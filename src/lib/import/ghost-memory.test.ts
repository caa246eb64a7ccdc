import { closeSync, createReadStream, openSync, statSync, writeSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { exportDir, heapAfterCollection, PARAGRAPH } from '@tests/fixtures/import/large-export'
import { readGhostEntries, readGhostIndex } from './ghost-reader'

/*
 * The Ghost side of wxr-memory.test.ts: a generated 10,000-post Ghost export (about 60 MB)
 * read through both passes, keeping what an import keeps to its end (the index: tags, users,
 * the join tables, posts_meta; and each post's slug and old address). A value that pointed into
 * the text it was parsed from would keep that text alive; the heap held must stay a small
 * fraction of the file.
 */

const POSTS = 10_000
const { dir, remove } = exportDir('ghost-memory-')
afterAll(remove)

const postId = (n: number) => `6650a1f0c3b2a1${String(n).padStart(10, '0')}`

/** Rows of one table, written one at a time (the file is never built in memory). */
function writeTable(fd: number, name: string, rows: (n: number) => object, count: number) {
  writeSync(fd, `${JSON.stringify(name)}:[`)
  for (let n = 1; n <= count; n++) writeSync(fd, (n > 1 ? ',' : '') + JSON.stringify(rows(n)))
  writeSync(fd, ']')
}

function generate(file: string) {
  const html = Array.from({ length: 30 }, (_, index) => `<p>${PARAGRAPH}${index}</p>`).join('')
  const fd = openSync(file, 'w')
  writeSync(fd, '{"db":[{"meta":{"exported_on":1714737600000,"version":"5.82.2"},"data":{')
  writeTable(
    fd,
    'posts',
    (n) => ({
      id: postId(n),
      uuid: `0b7c5e7e-1f0a-4c1e-9a0e-${String(n).padStart(12, '0')}`,
      title: `Post número ${n} sobre planejamento de mídia`,
      slug: `post-numero-${n}-sobre-planejamento-de-midia`,
      mobiledoc: null,
      lexical: null,
      html,
      feature_image: `https://antigo.example.com/content/images/2024/05/capa-do-post-${n}.jpg`,
      featured: n % 50 === 0,
      type: 'post',
      status: 'published',
      visibility: 'public',
      created_at: '2024-05-03T12:00:00.000Z',
      updated_at: '2024-05-03T12:00:00.000Z',
      published_at: '2024-05-03T12:00:00.000Z',
      custom_excerpt: `Resumo do post número ${n}, com mais de treze caracteres.`,
    }),
    POSTS,
  )
  writeSync(fd, ',')
  writeTable(
    fd,
    'posts_authors',
    (n) => ({ id: `a${postId(n)}`, post_id: postId(n), author_id: '1', sort_order: 0 }),
    POSTS,
  )
  writeSync(fd, ',')
  writeTable(
    fd,
    'posts_meta',
    (n) => ({
      id: `m${postId(n)}`,
      post_id: postId(n),
      meta_title: `Título de busca do post número ${n}`,
      meta_description: `Descrição de busca do post número ${n}, longa o bastante.`,
      feature_image_alt: `Capa do post número ${n}`,
    }),
    POSTS,
  )
  writeSync(fd, ',')
  writeTable(
    fd,
    'posts_tags',
    (n) => ({ id: `t${postId(n)}`, post_id: postId(n), tag_id: 'tag-planejamento', sort_order: 0 }),
    POSTS,
  )
  writeSync(fd, ',')
  writeTable(
    fd,
    'tags',
    () => ({
      id: 'tag-planejamento',
      name: 'Planejamento',
      slug: 'planejamento',
      visibility: 'public',
    }),
    1,
  )
  writeSync(fd, ',')
  writeTable(
    fd,
    'users',
    () => ({ id: '1', name: 'Ana Souza', slug: 'ana', email: 'ana@example.com' }),
    1,
  )
  writeSync(fd, '}}]}')
  closeSync(fd)
}

describe('reading a large Ghost export', () => {
  it(
    'keeps no piece of the file alive through what the import keeps to the end',
    { timeout: 120_000 },
    async () => {
      const file = path.join(dir, 'ghost.json')
      generate(file)
      const size = statSync(file).size
      expect(size).toBeGreaterThan(50 * 1024 * 1024)
      const baseline = heapAfterCollection()
      const index = await readGhostIndex(createReadStream(file))
      const kept: { link: string | null; slug: string; date: string | null }[] = []
      let peak = heapAfterCollection() - baseline
      for await (const entry of readGhostEntries(createReadStream(file), index, {
        siteUrl: 'https://antigo.example.com/',
      })) {
        if (entry.kind !== 'post') continue
        kept.push({ link: entry.post.link, slug: entry.post.slug, date: entry.post.sourceDate })
        if (kept.length % 1_000 === 0) peak = Math.max(peak, heapAfterCollection() - baseline)
      }
      const held = heapAfterCollection() - baseline
      expect(kept).toHaveLength(POSTS)
      expect(kept[0]?.slug).toBe('post-numero-1-sobre-planejamento-de-midia')
      expect(index.postMeta.size).toBe(POSTS)
      // What the index must hold for 10,000 posts (their SEO fields, tags and authors) plus the
      // kept addresses came to about 12 MB of a 68 MB file; one post row kept alive by each
      // value would be the whole file.
      expect(peak).toBeLessThan(size / 4)
      expect(held).toBeLessThan(size / 4)
    },
  )
})
