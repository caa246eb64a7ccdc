import 'server-only'
import type { Kysely } from 'kysely'
import {
  CATEGORY_NOT_FOUND_MESSAGE,
  CATEGORY_SLUG_TAKEN_MESSAGE,
} from '@/lib/validations/categories'
import { ActionError } from '../auth/errors'
import type { Database } from '../db/types'

export function slugTakenError(): ActionError {
  return new ActionError(CATEGORY_SLUG_TAKEN_MESSAGE, { slug: [CATEGORY_SLUG_TAKEN_MESSAGE] })
}

/** The clear case: another category already has the slug (the unique index catches races). */
export async function assertSlugFree(
  db: Kysely<Database>,
  slug: string,
  exceptId?: string,
): Promise<void> {
  let query = db.selectFrom('blog_categories').select('id').where('slug', '=', slug)
  if (exceptId) query = query.where('id', '!=', exceptId)
  if (await query.executeTakeFirst()) throw slugTakenError()
}

/** A unique-index violation from better-sqlite3 or pg (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false
  return error.code === 'SQLITE_CONSTRAINT_UNIQUE' || error.code === '23505'
}

/**
 * Runs a write and turns a unique violation into the Slug field error: two saves of the same
 * slug at once both pass assertSlugFree, and the second must still get a message, not a 500.
 * The slug is the only unique column of blog_categories besides the random id.
 */
export async function guardSlugRace<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTakenError()
    throw error
  }
}

export interface CategoryFields {
  name: string
  slug: string
  description: string | null
}

/** The category as stored, read inside the writer's transaction; a vanished one is an error. */
export async function currentCategory(db: Kysely<Database>, id: string): Promise<CategoryFields> {
  const current = await db
    .selectFrom('blog_categories')
    .select(['name', 'slug', 'description'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!current) throw new ActionError(CATEGORY_NOT_FOUND_MESSAGE)
  return current
}

/** The fields an edit changed, each as [before, after], for the audit entry. */
export function changedFields(
  before: CategoryFields,
  after: CategoryFields,
): Record<string, [string | null, string | null]> {
  const changes: Record<string, [string | null, string | null]> = {}
  for (const key of ['name', 'slug', 'description'] as const) {
    if (before[key] !== after[key]) changes[key] = [before[key], after[key]]
  }
  return changes
}
