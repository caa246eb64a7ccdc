import { randomUUID } from 'node:crypto'
import type { PostDocument } from '@/lib/post-document'
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from '@/server/db/connection'
import type { RevisionKind } from '@/server/db/types'
import { readPostDocument } from '@/server/posts/working-copy'
import { recordRevision } from '@/server/posts/revisions'

/*
 * The history bench's data, added to a database db-seed already migrated and seeded (so its
 * admin exists): a 3,000-word published post with 200 revisions, each a few words away from the
 * one before as editing leaves them, among 20 other posts with 50 revisions each, so the
 * revisions table is not that one post alone. Written through recordRevision, as saves do.
 */

export const WORDS = 3000
export const REVISIONS = 200
const OTHER_POSTS = 20
const OTHER_REVISIONS = 50
// Apart by more than the 10-minute fold, and all within the 30 days autosaves are kept.
const STEP_MS = 11 * 60_000

function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff
    return state / 0x7fffffff
  }
}

const VOCABULARY = (
  'mídia paga campanha orçamento público conversão lance criativo funil remarketing ' +
  'atribuição métrica custo clique lead venda busca vídeo social marca alcance frequência ' +
  'de da do que em para com uma um os as no na por mais se como ao'
).split(' ')

function article(next: () => number): string[] {
  return Array.from(
    { length: WORDS },
    () => VOCABULARY[Math.floor(next() ** 2 * VOCABULARY.length)]!,
  )
}

/** Paragraphs of 60 words, a heading every 10 paragraphs. */
function html(words: string[]): string {
  const blocks: string[] = []
  for (let i = 0; i < words.length; i += 60) {
    if (i % 600 === 0) blocks.push(`<h2>Seção ${i / 600 + 1}</h2>`)
    blocks.push(`<p>${words.slice(i, i + 60).join(' ')}</p>`)
  }
  return blocks.join('')
}

const KINDS: RevisionKind[] = ['autosave', 'autosave', 'autosave', 'save', 'save', 'publish']

interface Actor {
  id: string
  email: string
  name: string | null
}

async function seedPost(handle: DatabaseHandle, actor: Actor, revisions: number, seed: number) {
  const next = random(seed)
  const id = randomUUID()
  let words = article(next)
  const start = Date.now() - revisions * STEP_MS
  let doc: PostDocument | null = null
  for (let i = 0; i < revisions; i++) {
    words = words.map((word) => (next() < 0.01 ? VOCABULARY[Math.floor(next() * 40)]! : word))
    doc = {
      title: `Guia de mídia paga ${seed} (${i})`,
      slug: `bench-historico-${seed}`,
      description: 'Como planejar mídia paga.',
      content: html(words),
      coverImage: null,
      categoryId: null,
      tags: ['mídia paga', `rev-${i % 7}`],
      featured: i % 2 === 0,
    }
    if (i === 0) {
      await handle.db
        .insertInto('blog_posts')
        .values({
          id,
          title: doc.title,
          search_title: doc.title.toLowerCase(),
          slug: doc.slug,
          content: doc.content,
          reading_time: 15,
          status: 'published',
          author_id: actor.id,
          published_at: new Date(start),
        })
        .execute()
    }
    await recordRevision(handle.db, {
      postId: id,
      kind: KINDS[i % KINDS.length]!,
      doc,
      status: 'published',
      author: { id: actor.id, name: null },
      actor,
      now: new Date(start + i * STEP_MS),
    })
  }
  // The post holds its newest revision, as after the last save.
  await handle.db
    .updateTable('blog_posts')
    .set({ title: doc!.title, search_title: doc!.title.toLowerCase(), content: doc!.content })
    .where('id', '=', id)
    .execute()
  return id
}

export interface HistorySeed {
  postId: string
  /** What the editor holds: the document the panel compares each revision with. */
  current: PostDocument
}

/** Adds the bench posts, their revisions written by the admin `adminEmail`. */
export async function seedHistory(
  target: DatabaseTarget,
  adminEmail: string,
): Promise<HistorySeed> {
  const handle = openDatabase(target)
  try {
    const admin = await handle.db
      .selectFrom('user')
      .select(['id', 'email', 'name'])
      .where('email', '=', adminEmail)
      .executeTakeFirstOrThrow()
    for (let i = 0; i < OTHER_POSTS; i++) await seedPost(handle, admin, OTHER_REVISIONS, 100 + i)
    const postId = await seedPost(handle, admin, REVISIONS, 1)
    const current = await readPostDocument(handle.db, postId)
    if (!current) throw new Error('the bench post was not written')
    return { postId, current }
  } finally {
    await handle.destroy()
  }
}
