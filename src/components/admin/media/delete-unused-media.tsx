'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { toast } from 'sonner'
import { buttonStyles } from '@/components/ui/button-styles'
import { UNUSED_MEDIA_GRACE_HOURS } from '@/lib/validations/media'
import { deleteUnusedMediaAction } from '@/server/media/actions'
import { ConfirmDialog, ConfirmDialogTrigger } from '../ui/confirm-dialog'

const images = (n: number) => (n === 1 ? '1 imagem não usada' : `${n} imagens não usadas`)

/**
 * "Deletar não usadas": every image no post uses, after a confirmation that says how many and
 * which ones stay (the last hour's uploads: they may be in a post not saved yet).
 */
export function DeleteUnusedMedia({ deletable, total }: { deletable: number; total: number }) {
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const recent = total - deletable

  async function confirm() {
    const result = await deleteUnusedMediaAction({})
    if (!result.ok) {
      toast.error('Não foi possível deletar as imagens', { description: result.error })
    } else if (result.data.deleted === 0) {
      toast.info('Nenhuma imagem não usada para deletar')
    } else {
      const n = result.data.deleted
      toast.success(n === 1 ? '1 imagem deletada' : `${n} imagens deletadas`)
    }
    setOpen(false)
    router.refresh()
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      onConfirm={confirm}
      marker="data-media-delete-unused"
      trigger={
        <ConfirmDialogTrigger className={buttonStyles({ variant: 'secondary' })}>
          Deletar não usadas
        </ConfirmDialogTrigger>
      }
      title={`Deletar ${images(deletable)}?`}
      description={
        <>
          Nenhum post usa estas imagens, nem como capa nem no texto (publicado ou em alterações não
          publicadas). Elas serão deletadas da biblioteca e do armazenamento. Esta ação não pode ser
          desfeita.
        </>
      }
    >
      {recent > 0 ? (
        <p className="mt-3 text-sm text-ink-muted">
          {recent === 1 ? '1 imagem enviada' : `${recent} imagens enviadas`} na última{' '}
          {UNUSED_MEDIA_GRACE_HOURS === 1 ? 'hora' : `${UNUSED_MEDIA_GRACE_HOURS} horas`}{' '}
          {recent === 1 ? 'fica' : 'ficam'}: pode estar num post que ainda não foi salvo.
        </p>
      ) : null}
    </ConfirmDialog>
  )
}
