'use client'

import { useState, type ReactNode } from 'react'
import type { CategoryOption } from '@/server/posts/queries'
import type { PostSchedule } from '@/server/schedule/queries'
import type { EditablePost } from '../post-editor/form-values'
import { PostEditor } from '../post-editor/post-editor'

/**
 * The edit form of an existing post, mounted again with the restored document after
 * "Restaurar" in the history (the editor's text, baseline and version all start from it).
 */
export function RestorablePostEditor({
  post,
  categories,
  schedule,
  sidebar,
}: {
  post: EditablePost
  categories: CategoryOption[]
  schedule: PostSchedule | null
  sidebar?: ReactNode
}) {
  const [loaded, setLoaded] = useState(post)
  return (
    <PostEditor
      key={loaded.version}
      post={loaded}
      categories={categories}
      schedule={schedule}
      sidebar={sidebar}
      onRestored={setLoaded}
    />
  )
}
