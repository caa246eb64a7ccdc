import 'server-only'
import { computeChecklist } from '@/lib/checklist/checklist'
import { TITLE_RANGE, TITLE_SUFFIX } from '@/lib/checklist/meta-rules'
import type { ChecklistItem } from '@/lib/checklist/types'
import type { PostDocument } from '@/lib/post-document'

/*
 * What the publishing checklist would ask an editor to fix in an imported post. An imported
 * post that was public stays public whatever this says (nothing public disappears in a
 * migration); the report lists it so the team knows what to improve, and the editor's panel
 * shows the same items when the post is opened.
 */

/**
 * Advice worth a line in the report besides the required items: a title Google cuts and a
 * missing or badly sized description (a short title is a matter of taste, left to the panel).
 */
function worthReporting(item: ChecklistItem, title: string): boolean {
  if (item.required) return item.level === 'error'
  if (item.level !== 'warn') return false
  if (item.id === 'title') return title.trim().length + TITLE_SUFFIX.length > TITLE_RANGE[1]
  return item.id === 'description'
}

export function checklistWarnings(doc: PostDocument, siteOrigin: string): string[] {
  // Links to other posts are checked by the editor's panel against the database; not here.
  const { items } = computeChecklist(
    {
      title: doc.title,
      slug: doc.slug,
      description: doc.description ?? '',
      content: doc.content,
      focusKeyword: doc.focusKeyword ?? '',
    },
    { linkedPosts: null, siteOrigin },
  )
  return items
    .filter((item) => worthReporting(item, doc.title))
    .map((item) => `Checklist, ${item.label}: ${item.reason}`)
}
