import 'server-only'
import { SLUG_TAKEN_MESSAGE } from '@/lib/validations/posts'
import { INVALID_INPUT_MESSAGE } from '../auth/action'
import { ActionError } from '../auth/errors'

export function slugTakenError(): ActionError {
  return new ActionError(INVALID_INPUT_MESSAGE, { slug: [SLUG_TAKEN_MESSAGE] })
}

/**
 * The unique index on blog_posts.slug refused a write, on either database: better-sqlite3
 * names the column in its message, PostgreSQL names the constraint and the key.
 */
export function isSlugUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { code, message, constraint, table, detail } = error as Record<string, unknown>
  if (code === 'SQLITE_CONSTRAINT_UNIQUE') {
    return typeof message === 'string' && message.includes('blog_posts.slug')
  }
  if (code === '23505') {
    if (constraint === 'blog_posts_slug_key') return true
    return table === 'blog_posts' && String(detail ?? '').startsWith('Key (slug)=')
  }
  return false
}
