'use client'

import type { Editor } from '@tiptap/react'
import { useEditorState } from '@tiptap/react'
import { Captions, ImagePlus, Images } from 'lucide-react'
import { useRef, useState, type KeyboardEvent } from 'react'
import { ImageAltDialog } from './image-alt-dialog'
import { applyLinkChoice, currentLinkHref, type LinkChoice } from './link-commands'
import { LinkDialog, type LinkRequest } from './link-dialog'
import { MediaPickerDialog } from './media-picker-dialog'
import { TOOLS, type ToolbarUi } from './toolbar-tools'
import { useImageTools } from './use-image-tools'

// After the formatting tools: upload an image, pick one from the library, then edit the
// selected image's alternative text.
const INSERT = TOOLS.length
const LIBRARY = TOOLS.length + 1
const ALT = TOOLS.length + 2
const BUTTON_COUNT = TOOLS.length + 3

/**
 * The spec's toolbar as an ARIA toolbar: one tab stop, arrow keys (and Home/End) move
 * between buttons, every button has a label and the formatting ones say whether they are on.
 */
export function EditorToolbar({ editor }: { editor: Editor | null }) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const [focusIndex, setFocusIndex] = useState(0)
  const fileInput = useRef<HTMLInputElement>(null)
  const images = useImageTools(editor, fileInput)
  const [linkRequest, setLinkRequest] = useState<LinkRequest | null>(null)
  const ui: ToolbarUi = {
    askLink: () => editor && setLinkRequest({ href: currentLinkHref(editor) }),
  }
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? { active: TOOLS.map((tool) => tool.active?.(e) ?? false), image: e.isActive('image') }
        : null,
  })
  const imageSelected = state?.image ?? false

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = {
      ArrowRight: focusIndex + 1,
      ArrowLeft: focusIndex - 1,
      Home: 0,
      End: BUTTON_COUNT - 1,
    }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    const next = (target + BUTTON_COUNT) % BUTTON_COUNT
    setFocusIndex(next)
    buttons.current[next]?.focus()
  }

  function chooseLink(choice: LinkChoice) {
    setLinkRequest(null)
    if (editor) applyLinkChoice(editor, choice)
  }

  function closeLinkDialog() {
    setLinkRequest(null)
    editor?.commands.focus()
  }

  const buttonClass =
    'inline-flex size-9 items-center justify-center rounded-md text-ink hover:bg-brand-50 hover:text-brand-700 disabled:opacity-50 aria-pressed:bg-brand-100 aria-pressed:text-brand-800'

  return (
    <>
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
            aria-pressed={state ? state.active[index] : false}
            tabIndex={focusIndex === index ? 0 : -1}
            disabled={!editor}
            onFocus={() => setFocusIndex(index)}
            onClick={() => editor && tool.run(editor, ui)}
            className={buttonClass}
          >
            <tool.icon className="size-4" aria-hidden="true" />
          </button>
        ))}
        <button
          ref={(node) => {
            buttons.current[INSERT] = node
          }}
          type="button"
          aria-label={images.uploading ? 'Enviando imagem...' : 'Inserir imagem'}
          title="Inserir imagem"
          tabIndex={focusIndex === INSERT ? 0 : -1}
          disabled={!editor || images.uploading}
          onFocus={() => setFocusIndex(INSERT)}
          onClick={() => fileInput.current?.click()}
          className={buttonClass}
        >
          <ImagePlus className="size-4" aria-hidden="true" />
        </button>
        <button
          ref={(node) => {
            buttons.current[LIBRARY] = node
          }}
          type="button"
          aria-label="Escolher da biblioteca"
          title="Escolher da biblioteca"
          tabIndex={focusIndex === LIBRARY ? 0 : -1}
          disabled={!editor}
          onFocus={() => setFocusIndex(LIBRARY)}
          onClick={images.openPicker}
          className={buttonClass}
        >
          <Images className="size-4" aria-hidden="true" />
        </button>
        {/* aria-disabled, not disabled: it keeps its place in the arrow-key order with no image selected. */}
        <button
          ref={(node) => {
            buttons.current[ALT] = node
          }}
          type="button"
          aria-label="Texto alternativo da imagem"
          title={
            imageSelected
              ? 'Texto alternativo da imagem'
              : 'Texto alternativo: selecione uma imagem no texto'
          }
          aria-disabled={!imageSelected}
          tabIndex={focusIndex === ALT ? 0 : -1}
          onFocus={() => setFocusIndex(ALT)}
          onClick={images.editAlt}
          className={`${buttonClass} aria-disabled:cursor-not-allowed aria-disabled:opacity-50`}
        >
          <Captions className="size-4" aria-hidden="true" />
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          hidden
          tabIndex={-1}
          aria-hidden="true"
          data-editor-image-input=""
          onChange={(event) => void images.uploadForInsert(event.target.files?.[0])}
        />
      </div>
      {/* Outside the toolbar: its arrow-key handler must not reach the dialogs' text fields. */}
      <ImageAltDialog
        request={images.altRequest}
        onSubmit={images.applyAlt}
        onClose={images.closeAltDialog}
      />
      <MediaPickerDialog
        open={images.picking}
        onClose={images.closePicker}
        onPick={images.picked}
      />
      <LinkDialog request={linkRequest} onChoose={chooseLink} onClose={closeLinkDialog} />
    </>
  )
}
