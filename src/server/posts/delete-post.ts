import 'server-only'
import { POST_NOT_FOUND_MESSAGE } from '@/lib/validations/posts'
import { AUDIT_ACTIONS, recordAudit } from '../audit/log'
import { ActionError } from '../auth/errors'
import type { SessionContext } from '../auth/session'
import { invalidatePostChange } from '../blog/invalidate'
import { readPostSnapshot } from '../blog/snapshots'
import { getDatabase } from '../db'
import { invalidateRedirects } from '../redirects/runtime'
import { hasPostRules } from '../redirects/slug-rules'

/** Deletes a post with its tags and old-address redirects; the public pages forget it at once. */
export async function deletePost(id: string, session: SessionContext): Promise<{ id: string }> {
  const { before, redirects } = await getDatabase()
    .db.transaction()
    .execute(async (trx) => {
      const post = await trx
        .selectFrom('blog_posts')
        .select(['title', 'slug', 'status'])
        .where('id', '=', id)
        .executeTakeFirst()
      if (!post) throw new ActionError(POST_NOT_FOUND_MESSAGE)
      const snapshot = await readPostSnapshot(trx, id)
      // Its old addresses were served only while it was published.
      const served = post.status === 'published' && (await hasPostRules(trx, id))
      // The foreign keys cascade too; deleting explicitly does not depend on them being on.
      // The post's row before its rules: a save of the post locks them in that order.
      await trx.deleteFrom('blog_tags').where('post_id', '=', id).execute()
      await trx.deleteFrom('blog_posts').where('id', '=', id).execute()
      await trx.deleteFrom('redirects').where('post_id', '=', id).execute()
      await recordAudit(trx, {
        action: AUDIT_ACTIONS.postDeleted,
        actor: session.user,
        target: { type: 'post', id, label: post.title },
        details: { slug: post.slug, status: post.status },
      })
      return { before: snapshot, redirects: served }
    })
  invalidatePostChange(before, null)
  if (redirects) await invalidateRedirects()
  return { id }
}
