'use client'

import type { Editor } from '@tiptap/react'
import { useEditorState } from '@tiptap/react'
import { ImagePlus } from 'lucide-react'
import { useRef, useState, type KeyboardEvent } from 'react'
import { uploadImage } from '@/lib/upload-client'
import { TOOLS } from './toolbar-tools'

/**
 * The spec's toolbar as an ARIA toolbar: one tab stop, arrow keys (and Home/End) move
 * between buttons, every button has a label and the formatting ones say whether they are on.
 */
export function EditorToolbar({ editor }: { editor: Editor | null }) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const fileInput = useRef<HTMLInputElement>(null)
  const [focusIndex, setFocusIndex] = useState(0)
  const [uploading, setUploading] = useState(false)
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => (e ? TOOLS.map((tool) => tool.active?.(e) ?? false) : null),
  })
  const count = TOOLS.length + 1

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = {
      ArrowRight: focusIndex + 1,
      ArrowLeft: focusIndex - 1,
      Home: 0,
      End: count - 1,
    }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    const next = (target + count) % count
    setFocusIndex(next)
    buttons.current[next]?.focus()
  }

  async function insertImage(file: File | undefined) {
    if (!file || !editor) return
    setUploading(true)
    try {
      const src = await uploadImage(file, 'editor')
      const alt = file.name
        .replace(/\.[^.]+$/, '')
        .replace(/[-_]+/g, ' ')
        .trim()
      if (src) editor.chain().focus().setImage({ src, alt }).run()
    } finally {
      setUploading(false)
      if (fileInput.current) fileInput.current.value = ''
    }
  }

  const buttonClass =
    'inline-flex size-9 items-center justify-center rounded-md text-ink hover:bg-brand-50 hover:text-brand-700 disabled:opacity-50 aria-pressed:bg-brand-100 aria-pressed:text-brand-800'

  return (
    <div
      role="toolbar"
      aria-label="Formatação do conteúdo"
      aria-controls="conteudo-editor"
      onKeyDown={onKeyDown}
      data-editor-toolbar=""
      className="flex flex-wrap gap-1 border-b border-slate-300 bg-surface p-1.5"
    >
      {TOOLS.map((tool, index) => (
        <button
          key={tool.key}
          ref={(node) => {
            buttons.current[index] = node
          }}
          type="button"
          aria-label={tool.label}
          title={tool.label}
          aria-pressed={state ? state[index] : false}
          tabIndex={focusIndex === index ? 0 : -1}
          disabled={!editor}
          onFocus={() => setFocusIndex(index)}
          onClick={() => editor && tool.run(editor)}
          className={buttonClass}
        >
          <tool.icon className="size-4" aria-hidden="true" />
        </button>
      ))}
      <button
        ref={(node) => {
          buttons.current[TOOLS.length] = node
        }}
        type="button"
        aria-label={uploading ? 'Enviando imagem...' : 'Inserir imagem'}
        title="Inserir imagem"
        tabIndex={focusIndex === TOOLS.length ? 0 : -1}
        disabled={!editor || uploading}
        onFocus={() => setFocusIndex(TOOLS.length)}
        onClick={() => fileInput.current?.click()}
        className={buttonClass}
      >
        <ImagePlus className="size-4" aria-hidden="true" />
      </button>
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        hidden
        tabIndex={-1}
        aria-hidden="true"
        data-editor-image-input=""
        onChange={(event) => void insertImage(event.target.files?.[0])}
      />
    </div>
  )
}
