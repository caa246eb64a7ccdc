'use client'

import { Pencil, Trash2 } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { toast } from 'sonner'
import { buttonStyles } from '@/components/ui/button-styles'
import { deleteRedirectAction } from '@/server/redirects/actions'
import { ConfirmDialog } from '../ui/confirm-dialog'
import { RedirectFormDialog } from './redirect-form-dialog'
import type { RedirectRow } from './types'

/** "Editar" and "Deletar" of one rule; the list is read again from the server after either. */
export function RedirectRowActions({ rule }: { rule: RedirectRow }) {
  const router = useRouter()
  const [editing, setEditing] = useState(false)
  const [deleting, setDeleting] = useState(false)

  async function confirmDelete() {
    const result = await deleteRedirectAction({ id: rule.id })
    if (!result.ok) {
      toast.error('Não foi possível deletar o redirecionamento', { description: result.error })
      setDeleting(false)
      return
    }
    toast.success('Redirecionamento deletado', {
      description: `${rule.source} volta a responder com o que o site tiver nesse endereço.`,
    })
    setDeleting(false)
    router.refresh()
  }

  return (
    <div className="flex gap-2">
      <button
        type="button"
        onClick={() => setEditing(true)}
        className={buttonStyles({ variant: 'secondary', size: 'sm' })}
      >
        <Pencil className="size-4" aria-hidden="true" />
        Editar<span className="sr-only"> o redirecionamento de {rule.source}</span>
      </button>
      <button
        type="button"
        onClick={() => setDeleting(true)}
        className={buttonStyles({ variant: 'ghost', size: 'sm', className: 'text-red-700' })}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        Deletar<span className="sr-only"> o redirecionamento de {rule.source}</span>
      </button>
      <RedirectFormDialog
        open={editing}
        draft={{ ...rule }}
        onOpenChange={setEditing}
        onSaved={() => {
          setEditing(false)
          router.refresh()
        }}
      />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        onConfirm={confirmDelete}
        title="Deletar redirecionamento?"
        description={
          <>
            <span className="font-mono break-all">{rule.source}</span> deixa de redirecionar. Quem
            chegar por esse endereço verá o que o site tiver nele (ou a página de erro 404).
          </>
        }
        marker="data-redirect-delete-dialog"
      />
    </div>
  )
}
