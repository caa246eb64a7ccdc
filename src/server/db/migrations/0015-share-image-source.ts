import type { Kysely } from 'kysely'

/*
 * What a post's share image was drawn from: the cover's address when it is cut from the cover,
 * '' when it is the title card of a post without one. A post whose value differs from its
 * current cover is redrawn, so a new cover gets a new image. Every existing row starts null:
 * their images are WebP (which LinkedIn does not show) and covered posts had only the title
 * card, so the background sweep redraws them all as JPEG.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('blog_posts').addColumn('share_image_source', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('blog_posts').dropColumn('share_image_source').execute()
}
