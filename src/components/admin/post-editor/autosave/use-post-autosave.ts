'use client'

import { useCallback, useRef } from 'react'
import type { SameContent } from '@/components/editor/same-content'
import type { EditorDocument } from '@/lib/post-document'
import type { EditablePost } from '../form-values'
import { useAutosave } from './use-autosave'
import type { useEditorDocument } from './use-editor-document'
import { useRecovery } from './use-recovery'

/**
 * The editor's autosave, its recovery of changes kept in this browser and its merge with
 * versions saved elsewhere, wired to the form's document (use-editor-document.ts).
 */
export function usePostAutosave({
  post,
  isNew,
  doc,
  onCreated,
}: {
  post: EditablePost | undefined
  isNew: boolean
  doc: ReturnType<typeof useEditorDocument>
  onCreated: (id: string) => void
}) {
  // Set by the rich text editor once it loads (merges compare bodies as it writes them).
  const sameContent = useRef<SameContent | null>(null)
  const autosave = useAutosave({
    initialTarget: post && { id: post.id, version: post.version },
    values: doc.values,
    baseline: doc.baseline,
    // The status stays as it was: an autosave never publishes or unpublishes.
    onSaved: (saved: EditorDocument) =>
      doc.setBaseline((current) => ({ ...saved, status: current.status })),
    onCreated,
    applyDocument: doc.mergeDocument,
    sameContent: () => sameContent.current,
  })
  const recovery = useRecovery(isNew ? undefined : post?.id)
  // Stable: the rich text editor hands it over again whenever it changes.
  const onContentComparer = useCallback((compare: SameContent | null) => {
    sameContent.current = compare
  }, [])

  return {
    autosave,
    recovery,
    onContentComparer,
    onEditorReady(content: string) {
      const first = !doc.ready
      doc.onEditorReady(content)
      if (first) recovery.check({ ...doc.baseline, content })
    },
    /** "Recuperar": the kept changes go back into the form, saved over the version they had. */
    recover() {
      const kept = recovery.offer
      if (!kept) return
      if (kept.postId && kept.version !== null && (isNew || kept.postId === post?.id)) {
        autosave.adopt({ id: kept.postId, version: kept.version })
      }
      autosave.markRecovered()
      doc.replaceDocument(kept.values, false)
      recovery.close()
    },
  }
}
