'use client'

import type { Editor } from '@tiptap/react'
import type { ChecklistTarget } from '@/lib/checklist/types'

/**
 * Takes the keyboard to what an item is about: a form field, or the n-th element of a tag in
 * the body (the checklist counts them in the HTML's order, which is the editor's DOM order),
 * with the cursor at its start (an image: selected) and the page scrolled to it.
 */
export function focusTarget(target: ChecklistTarget, editor: Editor | null): void {
  if (target.kind === 'field') {
    const field = document.getElementById(target.id)
    field?.scrollIntoView({ block: 'center' })
    field?.focus()
    return
  }
  const root = editor?.view.dom ?? document.getElementById('conteudo-editor')
  const element = root?.querySelectorAll(target.tag)[target.index]
  if (!element) return
  element.scrollIntoView({ block: 'center' })
  if (!editor) return
  try {
    const pos = editor.view.posAtDOM(element, 0)
    const chain = editor.chain().focus(null, { scrollIntoView: false })
    if (target.tag === 'img') chain.setNodeSelection(Math.max(0, pos)).run()
    else chain.setTextSelection(pos).run()
  } catch {
    editor.commands.focus()
  }
}
