import { sanitizePostHtml } from '@/server/content/sanitize'
import styles from './article-body.module.css'

/**
 * The post's HTML, sanitized again at render time (decisions.md item 4): a row written
 * around the save-time sanitizer, or an allowlist tightened later, still renders safely.
 */
export function ArticleBody({ html }: { html: string }) {
  return (
    <div
      data-article-body=""
      className={styles['prose-article']}
      dangerouslySetInnerHTML={{ __html: sanitizePostHtml(html) }}
    />
  )
}
