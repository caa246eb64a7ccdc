'use client'

import { useState, type ReactNode } from 'react'
import type { CategoryOption } from '@/server/posts/queries'
import type { PostSchedule } from '@/server/schedule/queries'
import type { EditablePost } from '../post-editor/form-values'
import { PostEditor } from '../post-editor/post-editor'

/**
 * The post form, mounted again with the restored document after "Restaurar" in the history
 * (the editor's text, baseline and version all start from it). A new post has a history too
 * once its first autosave created it.
 */
export function RestorablePostEditor({
  post,
  categories,
  schedule,
  sidebar,
}: {
  post?: EditablePost
  categories: CategoryOption[]
  schedule?: PostSchedule | null
  sidebar?: ReactNode
}) {
  const [loaded, setLoaded] = useState(post)
  return (
    <PostEditor
      key={loaded ? `${loaded.id}:${loaded.version}` : 'novo'}
      post={loaded}
      categories={categories}
      schedule={schedule}
      sidebar={sidebar}
      onRestored={setLoaded}
    />
  )
}
