import type { Editor } from '@tiptap/react'

/** What the link dialog decided: a link to write (on the selection, or as new text), or none. */
export type LinkChoice = { kind: 'remove' } | { kind: 'link'; href: string; text: string }

/** The link under the cursor (or selection), '' when there is none. */
export function currentLinkHref(editor: Editor): string {
  return (editor.getAttributes('link').href as string | undefined) ?? ''
}

/**
 * Applies the dialog's choice where the cursor was: on the selected text, on the whole link
 * the cursor is in, or, with nothing selected outside a link, as new text (`text`: the address
 * typed, or the title of the post picked) followed by the cursor.
 */
export function applyLinkChoice(editor: Editor, choice: LinkChoice): void {
  const chain = editor.chain().focus().extendMarkRange('link')
  if (choice.kind === 'remove') {
    chain.unsetLink().run()
    return
  }
  if (editor.state.selection.empty && !editor.isActive('link')) {
    chain
      .insertContent({
        type: 'text',
        text: choice.text,
        marks: [{ type: 'link', attrs: { href: choice.href } }],
      })
      .run()
  } else chain.setLink({ href: choice.href }).run()
}
