'use client'

import type { EditablePost, PostFormValues } from '../form-values'
import { useAutosave } from './use-autosave'
import type { useEditorDocument } from './use-editor-document'
import { useRecovery } from './use-recovery'

/**
 * The editor's autosave, its recovery of changes kept in this browser and its conflict
 * choice, wired to the form's document (use-editor-document.ts).
 */
export function usePostAutosave({
  post,
  isNew,
  doc,
}: {
  post: EditablePost | undefined
  isNew: boolean
  doc: ReturnType<typeof useEditorDocument>
}) {
  const autosave = useAutosave({
    initialTarget: post && { id: post.id, version: post.version },
    isNew,
    values: doc.values,
    baseline: doc.baseline,
    // The status stays as it was: an autosave never publishes or unpublishes.
    onSaved: (saved: PostFormValues) =>
      doc.setBaseline((current) => ({ ...saved, status: current.status })),
  })
  const recovery = useRecovery(isNew ? undefined : post?.id)

  return {
    autosave,
    recovery,
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
      doc.replaceDocument(kept.values, false)
      recovery.close()
    },
    takeTheirs() {
      const theirs = autosave.takeTheirs()
      if (theirs) doc.replaceDocument(theirs, true)
    },
  }
}
