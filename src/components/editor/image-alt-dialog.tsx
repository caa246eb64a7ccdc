'use client'

import { Dialog } from 'radix-ui'
import { X } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { buttonStyles } from '@/components/ui/button-styles'
import { dialogStyles } from '@/components/admin/categories/dialog-styles'
import { FormField } from '@/components/admin/ui/form-field'
import { checkImageAlt, IMAGE_ALT_HINT, IMAGE_ALT_MAX } from '@/lib/image-alt'

export interface ImageAltRequest {
  /** 'insert': a just-uploaded image waits for its text; 'edit': the selected image's text. */
  mode: 'insert' | 'edit'
  src: string
  alt: string
  /** The text the media library has for the image, when known (picked from the library). */
  libraryAlt?: string
}

export interface ImageAltAnswer {
  alt: string
  /** The editor chose to put this text in the library in place of the one it had. */
  replaceLibraryAlt: boolean
}

/**
 * Asks for an image's alternative text; nothing is inserted or changed without one. The text
 * also goes to the image's library record when that has none (the toolbar sends it); when the
 * library already has another one, a box lets the editor replace it there too.
 */
export function ImageAltDialog({
  request,
  onSubmit,
  onClose,
}: {
  request: ImageAltRequest | null
  onSubmit: (answer: ImageAltAnswer) => void
  onClose: () => void
}) {
  return (
    <Dialog.Root open={request !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogStyles.overlay} />
        <Dialog.Content
          className={dialogStyles.content}
          data-image-alt-dialog=""
          // Focus goes back to the text, where the image is, not to the toolbar button.
          onCloseAutoFocus={(event) => event.preventDefault()}
        >
          <Dialog.Title className={dialogStyles.title}>
            {request?.mode === 'edit' ? 'Editar texto alternativo' : 'Descreva a imagem'}
          </Dialog.Title>
          <Dialog.Description className={dialogStyles.description}>
            Quem usa leitor de tela e os buscadores conhecem a imagem por este texto.
          </Dialog.Description>
          <Dialog.Close
            aria-label="Fechar"
            className="absolute top-4 right-4 inline-flex size-10 items-center justify-center rounded-lg text-ink-muted hover:bg-brand-50"
          >
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
          {request ? (
            <AltForm key={request.src} request={request} onSubmit={onSubmit} onCancel={onClose} />
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function AltForm({
  request,
  onSubmit,
  onCancel,
}: {
  request: ImageAltRequest
  onSubmit: (answer: ImageAltAnswer) => void
  onCancel: () => void
}) {
  const [alt, setAlt] = useState(request.alt)
  const [error, setError] = useState<string>()
  const [replaceLibraryAlt, setReplaceLibraryAlt] = useState(false)
  const libraryAlt = request.libraryAlt ?? ''
  const typed = checkImageAlt(alt)
  const differsFromLibrary = libraryAlt !== '' && typed.ok && typed.alt !== libraryAlt

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // The dialog is portalled out of the post form, but React still bubbles submit through it.
    event.stopPropagation()
    const check = checkImageAlt(alt)
    if (!check.ok) return setError(check.message)
    onSubmit({ alt: check.alt, replaceLibraryAlt: differsFromLibrary && replaceLibraryAlt })
  }

  return (
    <form onSubmit={submit} noValidate className="mt-5 space-y-4">
      {/* eslint-disable-next-line @next/next/no-img-element -- a preview of an uploaded file, not page content */}
      <img
        src={request.src}
        alt=""
        className="max-h-40 w-auto rounded-lg border border-line bg-surface object-contain"
      />
      <FormField
        id="imagem-texto-alternativo"
        label="Texto alternativo *"
        required
        autoFocus
        autoComplete="off"
        maxLength={IMAGE_ALT_MAX}
        hint={IMAGE_ALT_HINT}
        value={alt}
        onChange={(event) => {
          setAlt(event.target.value)
          setError(undefined)
        }}
        error={error}
      />
      {differsFromLibrary ? (
        <label className="flex items-start gap-2 text-sm text-ink">
          <input
            type="checkbox"
            checked={replaceLibraryAlt}
            onChange={(event) => setReplaceLibraryAlt(event.target.checked)}
            className="mt-0.5 size-4 accent-brand-700"
          />
          <span>Usar este texto também na biblioteca de mídia (hoje: “{libraryAlt}”)</span>
        </label>
      ) : null}
      <div className={dialogStyles.footer}>
        <button type="button" onClick={onCancel} className={buttonStyles({ variant: 'ghost' })}>
          Cancelar
        </button>
        <button type="submit" className={buttonStyles()}>
          {request.mode === 'edit' ? 'Salvar texto' : 'Inserir imagem'}
        </button>
      </div>
    </form>
  )
}
