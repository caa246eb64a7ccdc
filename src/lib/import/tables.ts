/**
 * The tables an import writes. A second run of the same file must leave each one's row count
 * as it was (checked by the tests and by the import bench).
 */
export const IMPORT_TABLES = [
  'blog_posts',
  'blog_tags',
  'blog_categories',
  'post_revisions',
  'media_images',
  'redirects',
  'import_items',
] as const
