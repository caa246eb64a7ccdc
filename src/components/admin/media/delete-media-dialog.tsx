'use client'

import { toast } from 'sonner'
import { deleteMediaAction } from '@/server/media/actions'
import { ConfirmDialog } from '../ui/confirm-dialog'

/** Confirms "Deletar"; an image in use is refused by the server with the posts named. */
export function DeleteMediaDialog({
  item,
  onClose,
  onDone,
}: {
  item: { id: string; fileName: string } | null
  onClose: () => void
  onDone: () => void
}) {
  async function confirm() {
    if (!item) return
    const result = await deleteMediaAction({ id: item.id })
    if (result.ok) toast.success('Imagem deletada')
    else toast.error('Não foi possível deletar a imagem', { description: result.error })
    onDone()
  }

  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      onConfirm={confirm}
      marker="data-media-delete-dialog"
      title="Deletar esta imagem?"
      description={
        <>
          <strong className="font-semibold break-all text-ink">{item?.fileName}</strong> será
          deletada da biblioteca e do armazenamento. Esta ação não pode ser desfeita.
        </>
      }
    />
  )
}
