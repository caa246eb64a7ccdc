'use client'

import { Dialog } from 'radix-ui'
import { X } from 'lucide-react'
import { useRef, useState, type FormEvent } from 'react'
import { buttonStyles } from '@/components/ui/button-styles'
import { dialogStyles } from '@/components/admin/categories/dialog-styles'
import { FormField } from '@/components/admin/ui/form-field'
import { postPath } from '@/lib/blog-paths'
import type { LinkChoice } from './link-commands'
import { LinkPostSearch } from './link-post-search'
import { checkLinkUrl } from './link-url'

/** The link the cursor is in when the dialog opens ('' for a new link). */
export interface LinkRequest {
  href: string
}

const EMPTY_NEW_LINK_MESSAGE = 'Digite o endereço do link ou escolha um post abaixo.'

/**
 * The toolbar's link button: the spec's "URL asked through a prompt", as an in-page dialog.
 * An address (only the schemes link-url.ts allows, or a path of this site), or a published
 * post found by title, which links to /blog/post/<slug>. An existing link comes pre-filled;
 * emptying it (or "Remover link") removes it.
 */
export function LinkDialog({
  request,
  onChoose,
  onClose,
}: {
  request: LinkRequest | null
  onChoose: (choice: LinkChoice) => void
  onClose: () => void
}) {
  const editing = Boolean(request?.href)
  return (
    <Dialog.Root open={request !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogStyles.overlay} />
        <Dialog.Content
          className={dialogStyles.content}
          data-link-dialog=""
          // Focus goes back to the text, where the link is, not to the toolbar button.
          onCloseAutoFocus={(event) => event.preventDefault()}
        >
          <Dialog.Title className={dialogStyles.title}>
            {editing ? 'Editar link' : 'Inserir link'}
          </Dialog.Title>
          <Dialog.Description className={dialogStyles.description}>
            Digite o endereço ou escolha um post publicado do blog.
          </Dialog.Description>
          <Dialog.Close
            aria-label="Fechar"
            className="absolute top-4 right-4 inline-flex size-10 items-center justify-center rounded-lg text-ink-muted hover:bg-brand-50"
          >
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
          {request ? (
            <LinkForm key={request.href} request={request} onChoose={onChoose} onCancel={onClose} />
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function LinkForm({
  request,
  onChoose,
  onCancel,
}: {
  request: LinkRequest
  onChoose: (choice: LinkChoice) => void
  onCancel: () => void
}) {
  const [url, setUrl] = useState(request.href)
  const [error, setError] = useState<string>()
  const field = useRef<HTMLInputElement>(null)
  const editing = Boolean(request.href)

  function refuse(message: string) {
    setError(message)
    // Back to the field, so its message is read with it.
    field.current?.focus()
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // The dialog is portalled out of the post form, but React still bubbles submit through it.
    event.stopPropagation()
    const check = checkLinkUrl(url)
    if (check.kind === 'refused') return refuse(check.message)
    if (check.kind === 'remove') {
      if (!editing) return refuse(EMPTY_NEW_LINK_MESSAGE)
      return onChoose({ kind: 'remove' })
    }
    onChoose({ kind: 'link', href: check.href, text: url.trim() })
  }

  return (
    <form onSubmit={submit} noValidate className="mt-5 space-y-5">
      <FormField
        id="link-url"
        ref={field}
        label="URL do link"
        autoFocus
        autoComplete="off"
        inputMode="url"
        spellCheck={false}
        maxLength={2048}
        placeholder="https://exemplo.com.br ou /ai-planner"
        hint={editing ? 'Deixe vazio para remover o link.' : undefined}
        value={url}
        onChange={(event) => {
          setUrl(event.target.value)
          setError(undefined)
        }}
        error={error}
      />
      <LinkPostSearch
        onPick={(post) => onChoose({ kind: 'link', href: postPath(post.slug), text: post.title })}
      />
      <div className={dialogStyles.footer}>
        {editing ? (
          <button
            type="button"
            onClick={() => onChoose({ kind: 'remove' })}
            className={buttonStyles({ variant: 'ghost', className: 'sm:mr-auto' })}
          >
            Remover link
          </button>
        ) : null}
        <button type="button" onClick={onCancel} className={buttonStyles({ variant: 'ghost' })}>
          Cancelar
        </button>
        <button type="submit" className={buttonStyles()}>
          {editing ? 'Salvar link' : 'Inserir link'}
        </button>
      </div>
    </form>
  )
}
