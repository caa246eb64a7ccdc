'use client'

import { useRouter } from 'next/navigation'
import { AlertDialog } from 'radix-ui'
import { useRef, useState, useTransition, type MouseEvent, type ReactNode } from 'react'
import { toast } from 'sonner'
import { buttonStyles } from '@/components/ui/button-styles'
import { deletePostAction } from '@/server/posts/actions'

/**
 * One confirmation dialog for the whole table. Rows render plain `data-delete-post` buttons
 * (no client component per row); a click on any of them bubbles here and opens the dialog
 * for that post. The list is refreshed and the dialog closed whatever the outcome (spec).
 */
export function DeletePostDialog({ children }: { children: ReactNode }) {
  const router = useRouter()
  const [target, setTarget] = useState<{ id: string; title: string } | null>(null)
  const [pending, startTransition] = useTransition()
  const opener = useRef<HTMLElement | null>(null)

  function onClick(event: MouseEvent<HTMLDivElement>) {
    const button = (event.target as Element).closest<HTMLElement>('button[data-delete-post]')
    if (!button) return
    opener.current = button
    setTarget({ id: button.dataset.deletePost ?? '', title: button.dataset.title ?? '' })
  }

  function confirm() {
    if (!target) return
    startTransition(async () => {
      const result = await deletePostAction({ id: target.id }).catch(() => null)
      if (result?.ok) toast.success('Post deletado com sucesso!')
      else toast.error('Erro ao deletar post', { description: 'Tente novamente' })
      setTarget(null)
      router.refresh()
    })
  }

  return (
    <div onClick={onClick}>
      {children}
      <AlertDialog.Root
        open={target !== null}
        onOpenChange={(open) => !open && !pending && setTarget(null)}
      >
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-navy/60" />
          <AlertDialog.Content
            data-delete-dialog=""
            onCloseAutoFocus={(event) => {
              // Back to the row's button, or (the row is gone) to the page heading.
              event.preventDefault()
              const back = opener.current?.isConnected
                ? opener.current
                : document.querySelector('h1')
              back?.focus()
            }}
            className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
          >
            <AlertDialog.Title className="text-lg font-bold text-ink">
              Tem certeza?
            </AlertDialog.Title>
            {/* Named, as the category dialog does: the row's button is out of sight on a phone. */}
            <AlertDialog.Description asChild>
              <div className="mt-2 space-y-2 text-ink-muted">
                <p data-delete-post-title="">
                  Post:{' '}
                  <strong className="font-semibold wrap-break-word text-ink">
                    {target?.title}
                  </strong>
                </p>
                <p>Esta ação não pode ser desfeita. O post será permanentemente deletado.</p>
              </div>
            </AlertDialog.Description>
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel
                disabled={pending}
                className={buttonStyles({ variant: 'secondary' })}
              >
                Cancelar
              </AlertDialog.Cancel>
              {/* Not AlertDialog.Action: that would close the dialog before the delete answers. */}
              <button
                type="button"
                onClick={confirm}
                disabled={pending}
                className={buttonStyles({ className: 'bg-red-700 hover:bg-red-800' })}
              >
                {pending ? 'Deletando...' : 'Deletar'}
              </button>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </div>
  )
}
