import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { describe, expect, it } from 'vitest'
import { up } from '@/server/db/migrations/0009-author-names'
import { TEST_DIALECTS } from '../support/databases'
import { setupTestDatabase } from '../support/setup-database'

describe.each(TEST_DIALECTS)('migration 0007 (author names) on %s', (dialect) => {
  const handle = setupTestDatabase(dialect)

  async function user(email: string, name: string): Promise<string> {
    const id = randomUUID()
    await handle().db.insertInto('user').values({ id, email, name }).execute()
    return id
  }

  async function post(authorId: string | null, authorName: string | null): Promise<string> {
    const id = randomUUID()
    await handle()
      .db.insertInto('blog_posts')
      .values({
        id,
        title: 'Post antigo',
        search_title: 'post antigo',
        slug: `antigo-${id}`,
        content: '<p>x</p>',
        reading_time: 1,
        author_id: authorId,
        author_name: authorName,
      })
      .execute()
    return id
  }

  it('removes bylines taken from e-mails and keeps chosen and seeded names', async () => {
    const fromSignUp = await user('joana.lima@empresa.com.br', 'joana.lima')
    const withoutName = await user('rui@empresa.com.br', '')
    const named = await user('carla@empresa.com.br', 'Carla Nunes')
    const posts = {
      localPart: await post(fromSignUp, 'joana.lima'),
      wholeEmail: await post(withoutName, 'rui@empresa.com.br'),
      chosen: await post(named, 'carla'),
      seeded: await post(null, 'Rafael Menezes'),
      orphanEmail: await post(null, 'antigo@empresa.com.br'),
      team: await post(null, null),
    }

    // Migrations take an untyped connection, as the migrator hands them.
    await up(handle().raw as unknown as Kysely<unknown>)

    const rows = await handle().db.selectFrom('blog_posts').select(['id', 'author_name']).execute()
    const name = (id: string) => rows.find((row) => row.id === id)?.author_name
    expect({
      localPart: name(posts.localPart),
      wholeEmail: name(posts.wholeEmail),
      chosen: name(posts.chosen),
      seeded: name(posts.seeded),
      orphanEmail: name(posts.orphanEmail),
      team: name(posts.team),
    }).toEqual({
      localPart: null,
      wholeEmail: null,
      chosen: 'Carla Nunes',
      seeded: 'Rafael Menezes',
      orphanEmail: null,
      team: null,
    })
  })
})
