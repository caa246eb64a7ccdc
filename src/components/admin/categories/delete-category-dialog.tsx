'use client'

import { toast } from 'sonner'
import { deleteCategoryAction } from '@/server/categories/actions'
import { ConfirmDialog } from '../ui/confirm-dialog'
import { DELETE_CATEGORY_QUESTION, deleteConsequence } from './category-copy'
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
  async function confirm() {
    if (!category) return
    const result = await deleteCategoryAction({ id: category.id })
    if (result.ok) toast.success('Categoria deletada com sucesso!')
    else toast.error('Erro ao deletar categoria', { description: result.error })
    onDone()
  }

  return (
    <ConfirmDialog
      open={category !== null}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      onConfirm={confirm}
      marker="data-category-delete-dialog"
      title={DELETE_CATEGORY_QUESTION}
      description={
        category ? (
          <>
            <strong className="font-semibold text-ink">{category.name}</strong> será removida.{' '}
            {deleteConsequence(category.postCount)}
          </>
        ) : null
      }
    />
  )
}
