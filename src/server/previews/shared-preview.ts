import 'server-only'
import { connection } from 'next/server'
import { cache } from 'react'
import { getDatabase } from '../db'
import { lookupPreviewLink } from './links'
import { readPreviewPost, type PreviewPost } from './preview-post'

export type SharedPreview =
  | { state: 'active'; preview: PreviewPost; expiresAt: Date }
  | { state: 'expired' | 'revoked' | 'unknown' }

/**
 * A share link opened by anyone: no session, the token is the permission. Once per request
 * (the layout, the metadata and the page all ask); never in a shared cache, so a revoked link
 * stops working on the next request.
 */
export const openSharedPreview = cache(async (token: string): Promise<SharedPreview> => {
  // Request time only: never during a build, whatever the route around it does.
  await connection()
  const { db } = getDatabase()
  const link = await lookupPreviewLink(db, token)
  if (link.state !== 'active') return { state: link.state }
  const preview = await readPreviewPost(db, link.postId)
  // Deleted between the two reads.
  if (!preview) return { state: 'unknown' }
  return { state: 'active', preview, expiresAt: link.expiresAt }
})
