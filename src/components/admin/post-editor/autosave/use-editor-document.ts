'use client'

import { useState } from 'react'
import type { EditorDocument } from '@/lib/post-document'

interface EditorSeed {
  /** Remounts the rich text editor with `content` when it changes. */
  key: number
  content: string
  /** Whether the document the editor writes on mount is what the server holds. */
  asBaseline: boolean
}

/**
 * The form's values and their baseline (what the server holds, content as the editor writes
 * it), and a way to put a whole other document in the form: changes kept in this browser
 * ("Recuperar") or the version someone else saved (a conflict). TipTap only reads its content
 * on mount, so a new document remounts it.
 */
export function useEditorDocument(initial: EditorDocument) {
  const [values, setValues] = useState<EditorDocument>(initial)
  const [baseline, setBaseline] = useState<EditorDocument>(initial)
  const [seed, setSeed] = useState<EditorSeed>({
    key: 0,
    content: initial.content,
    asBaseline: true,
  })
  const [ready, setReady] = useState(false)

  function onEditorReady(content: string) {
    if (seed.asBaseline) setBaseline((current) => ({ ...current, content }))
    setValues((current) => ({ ...current, content }))
    setReady(true)
  }

  /** `asBaseline`: the document is the server's (a conflict's "theirs"), not unsaved changes. */
  function replaceDocument(next: EditorDocument, asBaseline: boolean) {
    setValues(next)
    if (asBaseline) setBaseline(next)
    setSeed((current) => ({ key: current.key + 1, content: next.content, asBaseline }))
  }

  /**
   * A merge with a version saved elsewhere: `next` goes in the form over `base` (the version
   * the server now holds); the editor is remounted only when the body itself changes, so the
   * cursor stays where it was when only other fields came in.
   */
  function mergeDocument(next: EditorDocument, base: EditorDocument, bodyChanged: boolean) {
    setValues(next)
    setBaseline(base)
    if (bodyChanged) {
      setSeed((current) => ({ key: current.key + 1, content: next.content, asBaseline: false }))
    }
  }

  return {
    values,
    setValues,
    baseline,
    setBaseline,
    seed,
    ready,
    onEditorReady,
    replaceDocument,
    mergeDocument,
  }
}
