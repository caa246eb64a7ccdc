import 'server-only'
import { absoluteUrl } from '@/lib/seo/metadata'
import { POST_NOT_FOUND_MESSAGE } from '@/lib/validations/posts'
import {
  PREVIEW_LINK_NOT_FOUND_MESSAGE,
  sharedPreviewPath,
  type PreviewLinkDays,
} from '@/lib/validations/previews'
import { AUDIT_ACTIONS, recordAudit } from '../audit/log'
import { ActionError } from '../auth/errors'
import type { SessionContext } from '../auth/session'
import { getDatabase } from '../db'
import { getEnv } from '../env'
import { actorLabel } from '../posts/revisions'
import { insertPreviewLink, revokePreviewLink, type PreviewLink } from './links'

/*
 * The two writes behind "Compartilhar pré-visualização" and "Revogar". Each is one transaction
 * with its audit entry. No cache tag is expired: a link changes nothing readers of the blog see,
 * and the preview page itself is never cached.
 */

/** The start of a link's hash names it in the audit log; the whole hash is the list's key. */
const auditName = (id: string) => id.slice(0, 8)

export interface CreatedPreviewLink {
  link: PreviewLink
  /** The address to send the reviewer; shown once, since only its hash is stored. */
  url: string
}

export async function createPreviewLink(
  input: { postId: string; days: PreviewLinkDays },
  session: SessionContext,
): Promise<CreatedPreviewLink> {
  const { token, link } = await getDatabase()
    .db.transaction()
    .execute(async (trx) => {
      const post = await trx
        .selectFrom('blog_posts')
        .select('title')
        .where('id', '=', input.postId)
        .executeTakeFirst()
      if (!post) throw new ActionError(POST_NOT_FOUND_MESSAGE)
      const created = await insertPreviewLink(trx, {
        postId: input.postId,
        createdBy: session.user.id,
        days: input.days,
      })
      await recordAudit(trx, {
        action: AUDIT_ACTIONS.previewLinkCreated,
        actor: session.user,
        target: { type: 'post', id: input.postId, label: post.title },
        details: { link: auditName(created.link.id), expiresAt: created.link.expiresAt },
      })
      return created
    })
  return {
    link: { ...link, createdByName: actorLabel(session.user) },
    url: absoluteUrl(sharedPreviewPath(token), getEnv().SITE_URL),
  }
}

export async function revokePreviewLinkOfPost(
  input: { postId: string; linkId: string },
  session: SessionContext,
): Promise<{ id: string; revokedAt: Date }> {
  return getDatabase()
    .db.transaction()
    .execute(async (trx) => {
      const post = await trx
        .selectFrom('blog_posts')
        .select('title')
        .where('id', '=', input.postId)
        .executeTakeFirst()
      if (!post) throw new ActionError(POST_NOT_FOUND_MESSAGE)
      const result = await revokePreviewLink(trx, { postId: input.postId, id: input.linkId })
      if (!result) throw new ActionError(PREVIEW_LINK_NOT_FOUND_MESSAGE)
      // Revoked by someone else a moment ago: the link is closed, and nothing was written here.
      if (result.outcome === 'already') return { id: input.linkId, revokedAt: result.revokedAt }
      await recordAudit(trx, {
        action: AUDIT_ACTIONS.previewLinkRevoked,
        actor: session.user,
        target: { type: 'post', id: input.postId, label: post.title },
        details: { link: auditName(input.linkId), expiresAt: result.expiresAt },
      })
      return { id: input.linkId, revokedAt: result.revokedAt }
    })
}
