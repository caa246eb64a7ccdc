import { randomUUID } from 'node:crypto'
import type { SavePostInput } from '@/lib/validations/posts'
import { createOrPromoteUser } from '@/server/auth/users'
import type { DatabaseHandle } from '@/server/db/connection'
import { signInCookie } from '../support/auth-requests'

/* Shared by the posts*.test.ts files (vi.mock itself has to stay in each test file). */

const PASSWORD = 'Senha@Posts2026'

/** An editor signed in through Better Auth; returns the Cookie header to send. */
export async function signInEditor(label: string, role: 'editor' | 'admin' = 'editor') {
  const email = `${label}-${randomUUID().slice(0, 8)}@exemplo.com.br`
  const { userId } = await createOrPromoteUser({ email, password: PASSWORD, role })
  const cookie = await signInCookie(email, PASSWORD, `10.20.${Math.floor(Math.random() * 250)}.1`)
  return { userId, email, cookie }
}

/** A valid new-post form; override what the test is about. */
export function newPostInput(overrides: Partial<SavePostInput> = {}): SavePostInput {
  return {
    intent: 'draft',
    title: `Post de teste ${randomUUID().slice(0, 8)}`,
    slug: '',
    description: '',
    content: '<p>Um parágrafo de conteúdo.</p>',
    coverImage: '',
    categoryId: '',
    tags: [],
    featured: false,
    status: 'draft',
    ...overrides,
  }
}

export async function readPost(handle: DatabaseHandle, id: string) {
  return handle.db
    .selectFrom('blog_posts')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
}

export async function readTags(handle: DatabaseHandle, id: string): Promise<string[]> {
  const rows = await handle.db
    .selectFrom('blog_tags')
    .select('tag')
    .where('post_id', '=', id)
    .orderBy('tag')
    .execute()
  return rows.map((row) => row.tag)
}

export async function addCategory(handle: DatabaseHandle, name: string, slug: string) {
  const id = randomUUID()
  await handle.db.insertInto('blog_categories').values({ id, name, slug }).execute()
  return id
}
