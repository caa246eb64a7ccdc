'use client'

import { X } from 'lucide-react'
import Image from 'next/image'
import { useRef, useState } from 'react'
import { MAX_UPLOAD_BYTES, uploadImage } from '@/lib/upload-client'
import { FieldError } from './field-error'

const ID = 'imagem-capa'

/**
 * 'Imagem de Capa': the chosen file shows at once, is uploaded, and its public URL becomes the
 * value. A failed upload clears the preview (spec); a file refused before upload (too large,
 * not an image: the upload module says so in a toast) leaves the current cover alone.
 */
export function CoverImageField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string
  onChange: (url: string) => void
  error?: string
  disabled?: boolean
}) {
  const input = useRef<HTMLInputElement>(null)
  const [localPreview, setLocalPreview] = useState<string | null>(null)
  const [uploading, setUploading] = useState(false)
  const shown = localPreview ?? value

  async function pick(file: File | undefined) {
    if (!file) return
    const refusedLocally = file.size > MAX_UPLOAD_BYTES || !file.type.startsWith('image/')
    const local = refusedLocally ? null : URL.createObjectURL(file)
    setLocalPreview(local)
    setUploading(true)
    try {
      const url = await uploadImage(file, 'cover')
      if (url) onChange(url)
      else if (!refusedLocally) onChange('')
    } finally {
      if (local) URL.revokeObjectURL(local)
      setLocalPreview(null)
      setUploading(false)
      if (input.current) input.current.value = ''
    }
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
              onClick={() => onChange('')}
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
      <FieldError id={`${ID}-error`} message={error} />
    </div>
  )
}
