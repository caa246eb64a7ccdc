'use client'

import { Dialog } from 'radix-ui'
import { X } from 'lucide-react'
import { useEffect, useState, type FormEvent } from 'react'
import { buttonStyles } from '@/components/ui/button-styles'
import { dialogStyles } from '@/components/admin/categories/dialog-styles'

export interface PickedImage {
  url: string
  alt: string
}

interface LibraryItem extends PickedImage {
  id: string
  fileName: string
  width: number
  height: number
}

interface LibraryPage {
  items: LibraryItem[]
  page: number
  totalPages: number
  total: number
}

type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; data: LibraryPage }

/** "Escolher da biblioteca": an image already uploaded goes in again without a new upload. */
export function MediaPickerDialog({
  open,
  onPick,
  onClose,
  description = 'Escolha uma imagem já enviada; em seguida, confirme o texto alternativo.',
}: {
  open: boolean
  onPick: (image: PickedImage) => void
  onClose: () => void
  /** What happens after the pick (the body asks for the alt text; the cover fills its field). */
  description?: string
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? null : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogStyles.overlay} />
        <Dialog.Content
          className={`${dialogStyles.content} max-w-3xl`}
          data-media-picker=""
          onCloseAutoFocus={(event) => event.preventDefault()}
        >
          <Dialog.Title className={dialogStyles.title}>Escolher da biblioteca</Dialog.Title>
          <Dialog.Description className={dialogStyles.description}>
            {description}
          </Dialog.Description>
          <Dialog.Close
            aria-label="Fechar"
            className="absolute top-4 right-4 inline-flex size-10 items-center justify-center rounded-lg text-ink-muted hover:bg-brand-50"
          >
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
          {open ? <PickerBody onPick={onPick} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function PickerBody({ onPick }: { onPick: (image: PickedImage) => void }) {
  const [search, setSearch] = useState('')
  const [query, setQuery] = useState({ busca: '', pagina: 1 })
  const [load, setLoad] = useState<Load>({ state: 'loading' })

  useEffect(() => {
    const controller = new AbortController()
    const params = new URLSearchParams({ busca: query.busca, pagina: String(query.pagina) })
    fetch(`/api/media?${params}`, { signal: controller.signal, credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status))
        setLoad({ state: 'ready', data: (await response.json()) as LibraryPage })
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoad({ state: 'error' })
      })
    return () => controller.abort()
  }, [query])

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // Portalled out of the post form, but React still bubbles submit through it.
    event.stopPropagation()
    setLoad({ state: 'loading' })
    setQuery({ busca: search.trim(), pagina: 1 })
  }

  const go = (pagina: number) => {
    setLoad({ state: 'loading' })
    setQuery((current) => ({ ...current, pagina }))
  }

  return (
    <div className="mt-5 space-y-4">
      <form onSubmit={submit} role="search" className="flex gap-2">
        <label htmlFor="biblioteca-busca" className="sr-only">
          Buscar por nome do arquivo ou texto alternativo
        </label>
        <input
          id="biblioteca-busca"
          type="search"
          value={search}
          maxLength={100}
          placeholder="Nome do arquivo ou texto alternativo"
          autoComplete="off"
          onChange={(event) => setSearch(event.target.value)}
          className="h-11 flex-1 rounded-lg border border-slate-500 bg-white px-3 text-base text-ink placeholder:text-slate-500"
        />
        <button type="submit" className={buttonStyles({ variant: 'secondary' })}>
          Buscar
        </button>
      </form>
      {load.state === 'loading' ? (
        <p role="status" className="text-ink-muted">
          Carregando imagens...
        </p>
      ) : load.state === 'error' ? (
        <p role="alert" className="text-red-700">
          Não foi possível carregar a biblioteca. Tente novamente.
        </p>
      ) : load.data.items.length === 0 ? (
        <p role="status" className="text-ink-muted">
          {query.busca ? 'Nenhuma imagem corresponde à busca.' : 'Nenhuma imagem enviada ainda.'}
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-media-picker-list="">
          {load.data.items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => onPick({ url: item.url, alt: item.alt })}
                className="flex w-full flex-col gap-1 rounded-lg border border-line p-2 text-left text-xs text-ink hover:border-brand-500 focus-visible:outline-2"
                aria-label={`Escolher ${item.fileName}${item.alt ? `: ${item.alt}` : ''}`}
                data-media-pick={item.fileName}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- a thumbnail of a stored upload */}
                <img
                  src={item.url}
                  alt=""
                  loading="lazy"
                  className="aspect-video w-full rounded bg-surface object-contain"
                />
                <span className="truncate">{item.fileName}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {load.state === 'ready' && load.data.totalPages > 1 ? (
        <div className="flex items-center justify-between gap-3 text-sm">
          <button
            type="button"
            disabled={load.data.page <= 1}
            onClick={() => go(load.data.page - 1)}
            className={buttonStyles({ variant: 'secondary', size: 'sm' })}
          >
            Anterior
          </button>
          <span>
            Página {load.data.page} de {load.data.totalPages}
          </span>
          <button
            type="button"
            disabled={load.data.page >= load.data.totalPages}
            onClick={() => go(load.data.page + 1)}
            className={buttonStyles({ variant: 'secondary', size: 'sm' })}
          >
            Próxima
          </button>
        </div>
      ) : null}
    </div>
  )
}
