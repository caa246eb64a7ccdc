'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState, useTransition, type FormEvent } from 'react'
import { toast } from 'sonner'
import { buttonStyles } from '@/components/ui/button-styles'
import { IMAGE_ALT_MAX } from '@/lib/image-alt'
import { updateMediaAltAction } from '@/server/media/actions'
import { DeleteMediaDialog } from './delete-media-dialog'

export interface MediaCardItem {
  id: string
  url: string
  fileName: string
  alt: string
  dimensions: string
  weight: string
  uploadedAt: string
  uploadedBy: string
  usages: { postId: string; title: string; workingCopy: boolean }[]
}

/**
 * One image of the library: preview, facts, the posts using it ("Não usada" when none), its alt
 * text and "Deletar".
 */
export function MediaCard({ item }: { item: MediaCardItem }) {
  const router = useRouter()
  const [alt, setAlt] = useState(item.alt)
  const [error, setError] = useState<string>()
  const [pending, startTransition] = useTransition()
  const [deleting, setDeleting] = useState(false)
  const fieldId = `alt-${item.id}`

  function saveAlt(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    startTransition(async () => {
      const result = await updateMediaAltAction({ id: item.id, alt })
      if (result.ok) {
        setError(undefined)
        toast.success('Texto alternativo salvo')
        router.refresh()
      } else {
        setError(result.fieldErrors?.alt?.[0] ?? result.error)
      }
    })
  }

  return (
    <li
      className="flex flex-col overflow-hidden rounded-xl border border-line bg-white"
      data-media-item={item.fileName}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- an admin thumbnail of a stored upload */}
      <img
        src={item.url}
        alt={item.alt}
        loading="lazy"
        className="aspect-video w-full bg-surface object-contain"
      />
      <div className="flex flex-1 flex-col gap-3 p-4 text-sm">
        <div className="flex items-start justify-between gap-2">
          <p className="font-semibold break-all text-ink">{item.fileName}</p>
          {item.usages.length === 0 ? (
            <span
              className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
              data-media-unused=""
            >
              Não usada
            </span>
          ) : null}
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-ink-muted">
          <dt>Dimensões</dt>
          <dd>{item.dimensions}</dd>
          <dt>Peso</dt>
          <dd>{item.weight}</dd>
          <dt>Enviada em</dt>
          <dd>{item.uploadedAt}</dd>
          <dt>Enviada por</dt>
          <dd className="break-all">{item.uploadedBy}</dd>
        </dl>
        <div data-media-usages="">
          <p className="font-medium text-ink">Usada em</p>
          {item.usages.length === 0 ? (
            <p className="text-ink-muted">Nenhum post</p>
          ) : (
            <ul className="list-disc pl-5">
              {item.usages.map((usage) => (
                <li key={`${usage.postId}-${usage.workingCopy}`}>
                  <Link
                    href={`/admin/posts/${usage.postId}/edit`}
                    className="text-brand-700 underline"
                  >
                    {usage.title}
                  </Link>
                  {usage.workingCopy ? ' (alterações não publicadas)' : null}
                </li>
              ))}
            </ul>
          )}
        </div>
        <form onSubmit={saveAlt} noValidate className="mt-auto flex flex-col gap-2">
          <label htmlFor={fieldId} className="font-medium text-ink">
            Texto alternativo
          </label>
          <input
            id={fieldId}
            value={alt}
            maxLength={IMAGE_ALT_MAX}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fieldId}-erro` : undefined}
            onChange={(event) => {
              setAlt(event.target.value)
              setError(undefined)
            }}
            className="h-10 w-full rounded-lg border border-slate-500 bg-white px-3 text-base text-ink"
          />
          {error ? (
            <p id={`${fieldId}-erro`} className="text-red-700" role="alert">
              {error}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <button
              type="submit"
              disabled={pending}
              className={buttonStyles({ variant: 'secondary', size: 'sm' })}
            >
              {pending ? 'Salvando...' : 'Salvar texto'}
            </button>
            <button
              type="button"
              onClick={() => setDeleting(true)}
              className={buttonStyles({ variant: 'ghost', size: 'sm' })}
              aria-label={`Deletar ${item.fileName}`}
            >
              Deletar
            </button>
          </div>
        </form>
      </div>
      <DeleteMediaDialog
        item={deleting ? item : null}
        onClose={() => setDeleting(false)}
        onDone={() => {
          setDeleting(false)
          router.refresh()
        }}
      />
    </li>
  )
}
