'use client'

import { AlertDialog } from 'radix-ui'
import { useTransition } from 'react'
import { toast } from 'sonner'
import { buttonStyles } from '@/components/ui/button-styles'
import { deleteMediaAction } from '@/server/media/actions'
import { destructiveButtonStyles, dialogStyles } from '../categories/dialog-styles'

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
  const [pending, startTransition] = useTransition()

  function confirm() {
    if (!item) return
    startTransition(async () => {
      const result = await deleteMediaAction({ id: item.id })
      if (result.ok) toast.success('Imagem deletada')
      else toast.error('Não foi possível deletar a imagem', { description: result.error })
      onDone()
    })
  }

  return (
    <AlertDialog.Root
      open={item !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onClose()
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogStyles.overlay} />
        <AlertDialog.Content className={dialogStyles.content} data-media-delete-dialog="">
          <AlertDialog.Title className={dialogStyles.title}>Deletar esta imagem?</AlertDialog.Title>
          <AlertDialog.Description className={dialogStyles.description}>
            <strong className="font-semibold break-all text-ink">{item?.fileName}</strong> será
            deletada da biblioteca e do armazenamento. Esta ação não pode ser desfeita.
          </AlertDialog.Description>
          <div className={dialogStyles.footer}>
            <AlertDialog.Cancel disabled={pending} className={buttonStyles({ variant: 'ghost' })}>
              Cancelar
            </AlertDialog.Cancel>
            <AlertDialog.Action
              disabled={pending}
              className={destructiveButtonStyles}
              onClick={(event) => {
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
