'use client'

import { AlertDialog } from 'radix-ui'
import { useTransition } from 'react'
import { toast } from 'sonner'
import { buttonStyles } from '@/components/ui/button-styles'
import { deleteCategoryAction } from '@/server/categories/actions'
import { DELETE_CATEGORY_QUESTION, deleteConsequence } from './category-copy'
import { destructiveButtonStyles, dialogStyles } from './dialog-styles'
import type { CategoryRow } from './types'

/** The spec's confirmation; the list is refreshed and the dialog closes whatever the outcome. */
export function DeleteCategoryDialog({
  category,
  onClose,
  onDone,
}: {
  category: CategoryRow | null
  onClose: () => void
  onDone: () => void
}) {
  const [pending, startTransition] = useTransition()

  function confirm() {
    if (!category) return
    startTransition(async () => {
      const result = await deleteCategoryAction({ id: category.id })
      if (result.ok) toast.success('Categoria deletada com sucesso!')
      else toast.error('Erro ao deletar categoria', { description: result.error })
      onDone()
    })
  }

  return (
    <AlertDialog.Root
      open={category !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onClose()
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogStyles.overlay} />
        <AlertDialog.Content className={dialogStyles.content} data-category-delete-dialog="">
          <AlertDialog.Title className={dialogStyles.title}>
            {DELETE_CATEGORY_QUESTION}
          </AlertDialog.Title>
          <AlertDialog.Description className={dialogStyles.description}>
            {category ? (
              <>
                <strong className="font-semibold text-ink">{category.name}</strong> será removida.{' '}
                {deleteConsequence(category.postCount)}
              </>
            ) : null}
          </AlertDialog.Description>
          <div className={dialogStyles.footer}>
            <AlertDialog.Cancel disabled={pending} className={buttonStyles({ variant: 'ghost' })}>
              Cancelar
            </AlertDialog.Cancel>
            <AlertDialog.Action
              disabled={pending}
              className={destructiveButtonStyles}
              onClick={(event) => {
                // Stay open while the server answers; onDone closes it.
                event.preventDefault()
                confirm()
              }}
            >
              {pending ? 'Deletando...' : 'Deletar'}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
