'use server'

import { randomUUID } from 'node:crypto'
import {
  createCategorySchema,
  deleteCategorySchema,
  updateCategorySchema,
} from '@/lib/validations/categories'
import { AUDIT_ACTIONS, recordAudit } from '../audit/log'
import { adminAction } from '../auth/action'
import { invalidateCategoryChange } from '../blog/invalidate'
import { getDatabase } from '../db'
import { invalidateRedirects } from '../redirects/runtime'
import {
  hasCategoryRules,
  keepOldCategoryAddresses,
  releaseCategoryAddresses,
} from '../redirects/slug-rules'
import { refreshCategoryShareImagesLater } from '../share-image/refresh-queue'
import { assertSlugFree, changedFields, currentCategory, guardSlugRace } from './store'

export interface SavedCategory {
  id: string
  name: string
  slug: string
  description: string | null
}

/** Creates a category; a slug already in use is a field error on Slug. */
export const createCategoryAction = adminAction(
  { role: 'editor', schema: createCategorySchema },
  async ({ name, slug, description }, session): Promise<SavedCategory> => {
    const { db } = getDatabase()
    const category = { id: randomUUID(), name, slug, description }
    const redirects = await guardSlugRace(() =>
      db.transaction().execute(async (trx) => {
        await assertSlugFree(trx, slug)
        await trx.insertInto('blog_categories').values(category).execute()
        // Its addresses are live now: an old slug's rule there would hide the new category.
        const released = await releaseCategoryAddresses(trx, slug)
        await recordAudit(trx, {
          action: AUDIT_ACTIONS.categoryCreated,
          actor: session.user,
          target: { type: 'category', id: category.id, label: name },
          details: { slug },
        })
        return released
      }),
    )
    invalidateCategoryChange(null, { slug })
    if (redirects) await invalidateRedirects()
    return category
  },
)

/** Renames, re-slugs or re-describes a category; its old and new public pages are expired. */
export const updateCategoryAction = adminAction(
  { role: 'editor', schema: updateCategorySchema },
  async ({ id, name, slug, description }, session): Promise<SavedCategory> => {
    const { db } = getDatabase()
    const { before, redirects } = await guardSlugRace(() =>
      db.transaction().execute(async (trx) => {
        const current = await currentCategory(trx, id)
        await assertSlugFree(trx, slug, id)
        await trx
          .updateTable('blog_categories')
          .set({ name, slug, description, updated_at: new Date() })
          .where('id', '=', id)
          .execute()
        // Its old addresses (pages, /blog/<slug>, the tab) lead to the new ones for good.
        const moved = await keepOldCategoryAddresses(trx, id, current.slug, slug)
        await recordAudit(trx, {
          action: AUDIT_ACTIONS.categoryUpdated,
          actor: session.user,
          target: { type: 'category', id, label: name },
          details: { changes: changedFields(current, { name, slug, description }) },
        })
        return { before: current, redirects: moved }
      }),
    )
    invalidateCategoryChange(before, { slug })
    if (redirects) await invalidateRedirects()
    if (before.name !== name) refreshCategoryShareImagesLater(id)
    return { id, name, slug, description }
  },
)

/**
 * Deletes a category. Its posts stay, without a category (ON DELETE SET NULL); their pages
 * print the category's name and are tagged with it, so expiring the category reaches them.
 */
export const deleteCategoryAction = adminAction(
  { role: 'editor', schema: deleteCategorySchema },
  async ({ id }, session) => {
    const { db } = getDatabase()
    const { before, postsUncategorized, redirects } = await db
      .transaction()
      .execute(async (trx) => {
        const current = await currentCategory(trx, id)
        const posts = await trx
          .selectFrom('blog_posts')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('category_id', '=', id)
          .executeTakeFirstOrThrow()
        // Its old slugs' rules go with it (ON DELETE CASCADE); only read here, so no lock on
        // the rules is taken before the category's row (a rename of one of its posts takes
        // them in the other order).
        const redirects = await hasCategoryRules(trx, id)
        await trx.deleteFrom('blog_categories').where('id', '=', id).execute()
        await recordAudit(trx, {
          action: AUDIT_ACTIONS.categoryDeleted,
          actor: session.user,
          target: { type: 'category', id, label: current.name },
          details: { slug: current.slug, postsUncategorized: Number(posts.n) },
        })
        return { before: current, postsUncategorized: Number(posts.n), redirects }
      })
    invalidateCategoryChange(before, null)
    if (redirects) await invalidateRedirects()
    return { id, postsUncategorized }
  },
)
