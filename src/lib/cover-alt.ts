/**
 * What readers' pages say a post's cover shows: the alternative text the editor wrote for it,
 * or, when there is none (every post written before the field existed), the post's title,
 * which is what the cover of a launch article shows in its artwork.
 */
export function publicCoverAlt(post: { title: string; cover_alt: string | null }): string {
  return post.cover_alt?.trim() || post.title
}
