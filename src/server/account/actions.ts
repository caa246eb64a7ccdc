'use server'

import { chosenDisplayName, looksLikeEmail } from '@/lib/author-name'
import { DISPLAY_NAME_IS_EMAIL_MESSAGE, displayNameSchema } from '@/lib/validations/account'
import { AUDIT_ACTIONS, recordAudit } from '../audit/log'
import { adminAction, INVALID_INPUT_MESSAGE } from '../auth/action'
import { ActionError } from '../auth/errors'
import type { PostSnapshot } from '../blog/cache-tags'
import { invalidatePostChange } from '../blog/invalidate'
import { readPostSnapshot } from '../blog/snapshots'
import { getDatabase } from '../db'

/**
 * Sets (or, empty, clears) the name staff sign their articles with. Better Auth's `user.name`
 * holds it; the posts this person wrote take it at once, and their public pages are expired.
 */
export const updateDisplayNameAction = adminAction(
  { role: 'editor', schema: displayNameSchema },
  async ({ name }, session) => {
    const { id, email } = session.user
    if (name && looksLikeEmail(name, email)) {
      throw new ActionError(INVALID_INPUT_MESSAGE, { name: [DISPLAY_NAME_IS_EMAIL_MESSAGE] })
    }
    const before = chosenDisplayName(session.user)
    const after = name || null
    if (before === after) return { name: after }
    const { db } = getDatabase()
    const changes = await db.transaction().execute(async (trx) => {
      const posts = await trx
        .selectFrom('blog_posts')
        .select('id')
        .where('author_id', '=', id)
        .execute()
      const snapshots: [PostSnapshot | null, string][] = []
      for (const post of posts) snapshots.push([await readPostSnapshot(trx, post.id), post.id])
      await trx
        .updateTable('user')
        .set({ name, updatedAt: new Date() })
        .where('id', '=', id)
        .execute()
      await trx
        .updateTable('blog_posts')
        .set({ author_name: after })
        .where('author_id', '=', id)
        .execute()
      await recordAudit(trx, {
        action: AUDIT_ACTIONS.displayNameChanged,
        actor: session.user,
        target: { type: 'user', id, label: email },
        details: { from: before, to: after, posts: posts.length },
      })
      const pairs: [PostSnapshot | null, PostSnapshot | null][] = []
      for (const [snapshot, postId] of snapshots)
        pairs.push([snapshot, await readPostSnapshot(trx, postId)])
      return pairs
    })
    for (const [beforePost, afterPost] of changes) invalidatePostChange(beforePost, afterPost)
    return { name: after }
  },
)
