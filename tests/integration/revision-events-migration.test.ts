import { randomUUID } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import { describe, expect, it } from 'vitest'
import { down, up } from '@/server/db/migrations/0016-revision-events'
import type { RevisionKind } from '@/server/db/types'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'

describe.each(TEST_DIALECTS)('migration 0016 (revision events) on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)
  // Migrations take an untyped connection, as the migrator hands them.
  const raw = () => handle().raw as unknown as Kysely<unknown>

  async function post(): Promise<string> {
    const id = randomUUID()
    await handle()
      .db.insertInto('blog_posts')
      .values({
        id,
        title: 'Post',
        search_title: 'post',
        slug: `p-${id}`,
        content: '<p>x</p>',
        reading_time: 1,
      })
      .execute()
    return id
  }

  async function revision(postId: string, kind: string) {
    const id = randomUUID()
    await handle()
      .db.insertInto('post_revisions')
      .values({
        id,
        post_id: postId,
        kind: kind as RevisionKind,
        title: 'Revisão',
        slug: 'revisao',
        content: '<p>Texto guardado.</p>',
        status: 'draft',
      })
      .execute()
    return id
  }

  it('keeps every revision, accepts the new kinds only after it, and goes back down', async () => {
    const postId = await post()
    await down(raw())
    const kept = await revision(postId, 'autosave')
    await expect(revision(postId, 'conflict')).rejects.toThrow()

    await up(raw())
    const rows = await handle()
      .db.selectFrom('post_revisions')
      .select(['id', 'kind', 'content', 'edit_session'])
      .where('post_id', '=', postId)
      .execute()
    expect(rows).toEqual([
      { id: kept, kind: 'autosave', content: '<p>Texto guardado.</p>', edit_session: null },
    ])
    for (const kind of ['session', 'conflict', 'recovery']) await revision(postId, kind)
    await expect(revision(postId, 'qualquer')).rejects.toThrow()
    // The history's index came back with the rebuilt table (SQLite).
    if (dialect === 'sqlite') {
      const indexes = await sql<{ name: string }>`
        select name from sqlite_master where type = 'index' and tbl_name = 'post_revisions'`.execute(
        handle().db,
      )
      expect(indexes.rows.map((row) => row.name)).toContain('post_revisions_post_created_idx')
    }
    // Deleting the post still takes its history with it (the foreign key survived).
    await handle().db.deleteFrom('blog_posts').where('id', '=', postId).execute()
    expect(
      await handle()
        .db.selectFrom('post_revisions')
        .select('id')
        .where('post_id', '=', postId)
        .execute(),
    ).toEqual([])
  })
})
