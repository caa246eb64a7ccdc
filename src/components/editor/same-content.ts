import { createDocument, getHTMLFromFragment, type Editor } from '@tiptap/react'
import { compactListItems } from './html-output'

/** Whether two bodies compare equal. */
export type SameContent = (a: string, b: string) => boolean

/**
 * Two bodies compared as this editor would write them: the stored HTML went through the
 * server's sanitizer (`<img ... />`, `&nbsp;` as a space, `rel` trimmed), so the same text
 * saved by another tab may not be the same string as this tab's.
 */
export function editorContentComparer(editor: Editor): SameContent {
  const written = (html: string) =>
    compactListItems(
      getHTMLFromFragment(createDocument(html, editor.schema).content, editor.schema),
    )
  return (a, b) => a === b || written(a) === written(b)
}
