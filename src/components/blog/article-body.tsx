import type { ResponsiveImageMap } from '@/lib/responsive-images'
import { sanitizePostHtml } from '@/server/content/sanitize'
import styles from './article-body.module.css'

/**
 * The post's HTML, sanitized again at render time: a row written
 * around the save-time sanitizer, or an allowlist tightened later, still renders safely.
 * Stored uploads get their responsive srcset there (`images`, from the media library).
 */
export function ArticleBody({ html, images }: { html: string; images?: ResponsiveImageMap }) {
  return (
    <div
      data-article-body=""
      className={styles['prose-article']}
      dangerouslySetInnerHTML={{ __html: sanitizePostHtml(html, images) }}
    />
  )
}
