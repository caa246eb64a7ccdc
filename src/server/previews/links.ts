import 'server-only'
import type { Kysely } from 'kysely'
import type { Database } from '../db/types'
import { actorLabel } from '../posts/revisions'
import { hashPreviewToken, isPreviewTokenShape, newPreviewToken } from './tokens'

/*
 * Share links of a post's preview. Each takes the database, so tests run it on both; who may
 * call them is decided by the callers (queries.ts and link-writes.ts check the role, the public
 * page needs none: the token is the permission).
 */

const DAY_MS = 24 * 60 * 60_000
/** The newest links a post lists; older ones are long expired or revoked. */
export const LISTED_LINKS = 20

export type PreviewLinkState = 'active' | 'expired' | 'revoked'

export interface PreviewLink {
  /** The SHA-256 of the token (hex): names the link without being able to open it. */
  id: string
  createdAt: Date
  expiresAt: Date
  revokedAt: Date | null
  createdByName: string | null
  state: PreviewLinkState
}

function stateOf(row: { expires_at: Date; revoked_at: Date | null }, now: Date): PreviewLinkState {
  if (row.revoked_at) return 'revoked'
  return row.expires_at.getTime() > now.getTime() ? 'active' : 'expired'
}

/** Creates a link; the token is returned this once and only its hash is stored. */
export async function insertPreviewLink(
  db: Kysely<Database>,
  options: { postId: string; createdBy: string | null; days: number; now?: Date },
): Promise<{ token: string; link: PreviewLink }> {
  const now = options.now ?? new Date()
  const token = newPreviewToken()
  const id = hashPreviewToken(token)
  const expiresAt = new Date(now.getTime() + options.days * DAY_MS)
  await db
    .insertInto('preview_tokens')
    .values({
      token_hash: id,
      post_id: options.postId,
      created_by: options.createdBy,
      created_at: now,
      expires_at: expiresAt,
    })
    .execute()
  return {
    token,
    link: { id, createdAt: now, expiresAt, revokedAt: null, createdByName: null, state: 'active' },
  }
}

/**
 * Revokes one of the post's links. 'revoked': done now; 'already': it was revoked before (two
 * people pressing "Revogar" together); null: no such link on this post.
 */
export async function revokePreviewLink(
  db: Kysely<Database>,
  options: { postId: string; id: string; now?: Date },
): Promise<{ outcome: 'revoked' | 'already'; expiresAt: Date; revokedAt: Date } | null> {
  const now = options.now ?? new Date()
  const row = await db
    .selectFrom('preview_tokens')
    .select(['expires_at', 'revoked_at'])
    .where('token_hash', '=', options.id)
    .where('post_id', '=', options.postId)
    .executeTakeFirst()
  if (!row) return null
  if (row.revoked_at) {
    return { outcome: 'already', expiresAt: row.expires_at, revokedAt: row.revoked_at }
  }
  const result = await db
    .updateTable('preview_tokens')
    .set({ revoked_at: now })
    .where('token_hash', '=', options.id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  // Zero rows: another request revoked it between the read and this write.
  const outcome = result.numUpdatedRows > BigInt(0) ? 'revoked' : 'already'
  return { outcome, expiresAt: row.expires_at, revokedAt: now }
}

/** The post's newest links, with who made them and whether they still open. */
export async function listPreviewLinks(
  db: Kysely<Database>,
  postId: string,
  now: Date = new Date(),
): Promise<PreviewLink[]> {
  const rows = await db
    .selectFrom('preview_tokens as t')
    .leftJoin('user as u', 'u.id', 't.created_by')
    .select(['t.token_hash', 't.created_at', 't.expires_at', 't.revoked_at', 'u.name', 'u.email'])
    .where('t.post_id', '=', postId)
    .orderBy('t.created_at', 'desc')
    .orderBy('t.token_hash')
    .limit(LISTED_LINKS)
    .execute()
  return rows.map((row) => ({
    id: row.token_hash,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    createdByName: row.email ? actorLabel({ id: '', email: row.email, name: row.name }) : null,
    state: stateOf(row, now),
  }))
}

export type PreviewLinkLookup =
  | { state: 'active'; postId: string; expiresAt: Date }
  | { state: 'expired'; expiresAt: Date }
  | { state: 'revoked'; revokedAt: Date }
  | { state: 'unknown' }

/** What a token in an address opens. A link of a deleted post is unknown, like a made-up one. */
export async function lookupPreviewLink(
  db: Kysely<Database>,
  token: string,
  now: Date = new Date(),
): Promise<PreviewLinkLookup> {
  if (!isPreviewTokenShape(token)) return { state: 'unknown' }
  const row = await db
    .selectFrom('preview_tokens as t')
    // The foreign key cascades on delete; the join does not depend on it being enforced.
    .innerJoin('blog_posts as p', 'p.id', 't.post_id')
    .select(['t.post_id', 't.expires_at', 't.revoked_at'])
    .where('t.token_hash', '=', hashPreviewToken(token))
    .executeTakeFirst()
  if (!row) return { state: 'unknown' }
  if (row.revoked_at) return { state: 'revoked', revokedAt: row.revoked_at }
  const state = stateOf(row, now)
  if (state === 'expired') return { state, expiresAt: row.expires_at }
  return { state: 'active', postId: row.post_id, expiresAt: row.expires_at }
}
