'use client'

import { Images, X } from 'lucide-react'
import dynamic from 'next/dynamic'
import Image from 'next/image'
import { useRef, useState } from 'react'
import { buttonStyles } from '@/components/ui/button-styles'
import { IMAGE_ALT_MAX } from '@/lib/image-alt'
import { MAX_UPLOAD_BYTES, uploadImage } from '@/lib/upload-client'
import { rememberMediaAltAction } from '@/server/media/actions'
import { FieldError } from './field-error'

// Loaded when first opened: most saves never pick a cover from the library.
const MediaPickerDialog = dynamic(
  () => import('@/components/editor/media-picker-dialog').then((m) => m.MediaPickerDialog),
  { ssr: false },
)

const ID = 'imagem-capa'
const ALT_ID = 'imagem-capa-alt'

/**
 * 'Imagem de Capa': a file chosen shows at once, is uploaded, and its public URL becomes the
 * value; or an image already in the library ("Escolher capa da biblioteca"). A failed upload clears
 * the preview (spec); a file refused before upload (too large, not an image: the upload module
 * says so in a toast) leaves the current cover alone. "Texto alternativo da capa" describes it
 * to readers (empty: the title does); a new image brings the library's text for it, or none.
 */
export function CoverImageField({
  value,
  alt,
  onChange,
  onAltChange,
  error,
  altError,
  disabled,
}: {
  value: string
  alt: string
  onChange: (url: string) => void
  onAltChange: (alt: string) => void
  error?: string
  altError?: string
  disabled?: boolean
}) {
  const input = useRef<HTMLInputElement>(null)
  const libraryButton = useRef<HTMLButtonElement>(null)
  const [localPreview, setLocalPreview] = useState<string | null>(null)
  const [uploading, setUploading] = useState(false)
  const [picking, setPicking] = useState(false)
  const shown = localPreview ?? value

  function choose(url: string, libraryAlt: string) {
    onChange(url)
    // The text described the previous image.
    onAltChange(libraryAlt)
  }

  async function pick(file: File | undefined) {
    if (!file) return
    const refusedLocally = file.size > MAX_UPLOAD_BYTES || !file.type.startsWith('image/')
    const local = refusedLocally ? null : URL.createObjectURL(file)
    setLocalPreview(local)
    setUploading(true)
    try {
      const url = await uploadImage(file, 'cover')
      if (url) choose(url, '')
      else if (!refusedLocally) choose('', '')
    } finally {
      if (local) URL.revokeObjectURL(local)
      setLocalPreview(null)
      setUploading(false)
      if (input.current) input.current.value = ''
    }
  }

  /** The library keeps the first text written for an image, for whoever picks it next. */
  function rememberAlt() {
    const text = alt.trim().replace(/\s+/g, ' ')
    if (value && text) void rememberMediaAltAction({ url: value, alt: text }).catch(() => null)
  }

  const errorId = error ? `${ID}-error` : undefined
  return (
    <div className="space-y-2" data-cover-field="">
      <label htmlFor={ID} className="text-sm font-medium text-ink">
        Imagem de Capa
      </label>
      {shown ? (
        <div
          className="relative overflow-hidden rounded-lg border border-line"
          data-cover-preview=""
        >
          <Image
            src={shown}
            alt="Pré-visualização da imagem de capa"
            width={1200}
            height={630}
            unoptimized
            className="aspect-[1200/630] h-auto w-full object-cover"
          />
          {uploading ? (
            <p
              role="status"
              className="absolute inset-x-0 bottom-0 bg-navy/80 px-3 py-1.5 text-sm text-white"
            >
              Enviando imagem...
            </p>
          ) : (
            <button
              type="button"
              onClick={() => choose('', '')}
              disabled={disabled}
              aria-label="Remover imagem de capa"
              className="absolute top-2 right-2 inline-flex size-9 items-center justify-center rounded-full bg-white/95 text-red-700 shadow hover:bg-white"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          )}
        </div>
      ) : null}
      <input
        ref={input}
        id={ID}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        disabled={disabled || uploading}
        aria-describedby={[`${ID}-hint`, errorId].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        onChange={(event) => void pick(event.target.files?.[0])}
        className="block w-full text-sm text-ink file:mr-3 file:h-9 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
      />
      <p id={`${ID}-hint`} className="text-sm text-ink-muted">
        JPG, PNG ou WEBP (máx. 5MB)
      </p>
      <button
        ref={libraryButton}
        type="button"
        disabled={disabled || uploading}
        onClick={() => setPicking(true)}
        className={buttonStyles({ variant: 'secondary', size: 'sm' })}
        data-cover-library=""
      >
        <Images className="size-4" aria-hidden="true" />
        Escolher capa da biblioteca
      </button>
      <FieldError id={`${ID}-error`} message={error} />
      {value ? (
        <div className="space-y-1.5 pt-1">
          <label htmlFor={ALT_ID} className="text-sm font-medium text-ink">
            Texto alternativo da capa
          </label>
          <input
            id={ALT_ID}
            value={alt}
            maxLength={IMAGE_ALT_MAX}
            autoComplete="off"
            disabled={disabled}
            aria-describedby={[`${ALT_ID}-hint`, altError ? `${ALT_ID}-error` : '']
              .filter(Boolean)
              .join(' ')}
            aria-invalid={altError ? true : undefined}
            onChange={(event) => onAltChange(event.target.value)}
            onBlur={rememberAlt}
            className="block h-10 w-full rounded-lg border border-slate-500 bg-white px-3 text-sm text-ink aria-[invalid=true]:border-red-700"
          />
          <p id={`${ALT_ID}-hint`} className="text-sm text-ink-muted">
            O que a imagem mostra, para quem usa leitor de tela. Em branco, vale o título do post.
          </p>
          <FieldError id={`${ALT_ID}-error`} message={altError} />
        </div>
      ) : null}
      {picking ? (
        <MediaPickerDialog
          open
          description="Escolha uma imagem já enviada para a capa; o texto alternativo dela vem junto e pode ser editado."
          onClose={() => {
            setPicking(false)
            libraryButton.current?.focus()
          }}
          onPick={(image) => {
            setPicking(false)
            choose(image.url, image.alt)
            // To the text that came with it, to read or adjust it.
            requestAnimationFrame(() => document.getElementById(ALT_ID)?.focus())
          }}
        />
      ) : null}
    </div>
  )
}
