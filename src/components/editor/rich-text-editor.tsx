'use client'

import { EditorContent, useEditor, type Editor } from '@tiptap/react'
import { useEffect } from 'react'
import articleStyles from '@/components/blog/article-body.module.css'
import { EditorToolbar } from './editor-toolbar'
import { editorExtensions } from './extensions'
import { compactListItems } from './html-output'
import { editorContentComparer, type SameContent } from './same-content'
import styles from './rich-text-editor.module.css'

export interface RichTextEditorProps {
  /** id of the visible label ("Conteúdo *"); clicking it focuses the editor. */
  labelId: string
  initialContent: string
  onChange: (html: string) => void
  /** The document as the editor first writes it: the baseline for "unsaved changes". */
  onReady?: (html: string) => void
  errorId?: string
  invalid?: boolean
  /** The TipTap instance, for panels that point at or insert into the body (the checklist). */
  onEditor?: (editor: Editor | null) => void
  /** Compares two bodies as this editor writes them (a conflict's merge needs it). */
  onContentComparer?: (compare: SameContent | null) => void
}

/**
 * TipTap with the spec's toolbar. `immediatelyRender: false` because the page is rendered on
 * the server first (the frame, the disabled toolbar and a status line): the editor mounts in
 * the browser, into a frame already 400 px tall.
 */
export function RichTextEditor({
  labelId,
  initialContent,
  onChange,
  onReady,
  errorId,
  invalid,
  onEditor,
  onContentComparer,
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions: editorExtensions(),
    content: initialContent,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id: 'conteudo-editor',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': 'Conteúdo',
        ...(errorId ? { 'aria-describedby': errorId } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        'data-rich-text': '',
        class: `${articleStyles['prose-article']} ${styles.surface} px-4 py-3`,
      },
    },
    onCreate: ({ editor: created }) => onReady?.(compactListItems(created.getHTML())),
    onUpdate: ({ editor: updated }) => onChange(compactListItems(updated.getHTML())),
  })

  useEffect(() => {
    onEditor?.(editor)
    onContentComparer?.(editor ? editorContentComparer(editor) : null)
    return () => {
      onEditor?.(null)
      onContentComparer?.(null)
    }
  }, [editor, onEditor, onContentComparer])

  return (
    <div
      data-editor-frame=""
      aria-labelledby={labelId}
      role="group"
      data-invalid={invalid ? '' : undefined}
      className="overflow-hidden rounded-lg border border-slate-500 bg-white focus-within:border-brand-600 data-invalid:border-red-700"
    >
      <EditorToolbar editor={editor} />
      {editor ? (
        <EditorContent editor={editor} className="min-h-[400px] cursor-text" />
      ) : (
        // The server's HTML and the first frames in the browser, until TipTap has mounted.
        <div
          role="status"
          className="flex min-h-[400px] items-center justify-center text-sm text-ink-muted"
        >
          Carregando o editor...
        </div>
      )}
    </div>
  )
}
