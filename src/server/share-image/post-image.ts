import 'server-only'
import type { PostRow } from '../db/types'
import { SHARE_IMAGE_SIZE, SHARE_IMAGE_TYPE } from './format'

export interface PostShareImage {
  url: string
  width: number
  height: number
  type: string
}

/**
 * The share image a post's page announces: the stored one, when it was drawn from what the post
 * shows now (its current cover, or no cover). Null until then (just published, a new cover
 * being drawn, an old post the sweep has not reached): the page falls back to the site's
 * default image rather than the cover itself, which is WebP (LinkedIn shows none) of unknown
 * size. Reads only the row: nothing is drawn while a page renders.
 */
export function postShareImage(
  post: Pick<PostRow, 'cover_image' | 'share_image_url' | 'share_image_source'>,
): PostShareImage | null {
  if (!post.share_image_url || post.share_image_source !== (post.cover_image ?? '')) return null
  return { url: post.share_image_url, ...SHARE_IMAGE_SIZE, type: SHARE_IMAGE_TYPE }
}
