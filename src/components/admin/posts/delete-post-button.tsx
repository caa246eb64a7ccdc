'use client'

import { Trash2 } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { AlertDialog } from 'radix-ui'
import { useState, useTransition } from 'react'
import { toast } from 'sonner'
import { buttonStyles } from '@/components/ui/button-styles'
import { deletePostAction } from '@/server/posts/actions'

/** The trash button and its confirmation; the list is refreshed whatever the outcome. */
export function DeletePostButton({ id, title }: { id: string; title: string }) {
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const [pending, startTransition] = useTransition()

  function confirm() {
    startTransition(async () => {
      const result = await deletePostAction({ id }).catch(() => null)
      if (result?.ok) toast.success('Post deletado com sucesso!')
      else toast.error('Erro ao deletar post', { description: 'Tente novamente' })
      setOpen(false)
      router.refresh()
    })
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialog.Trigger
        aria-label={`Deletar ${title}`}
        title="Deletar"
        className="inline-flex size-9 items-center justify-center rounded-lg border border-line text-red-700 hover:border-red-300 hover:bg-red-50"
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-navy/60" />
        <AlertDialog.Content
          data-delete-dialog=""
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
        >
          <AlertDialog.Title className="text-lg font-bold text-ink">Tem certeza?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-ink-muted">
            Esta ação não pode ser desfeita. O post será permanentemente deletado.
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
  )
}
