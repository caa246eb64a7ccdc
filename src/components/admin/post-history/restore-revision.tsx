'use client'

import { RotateCcw } from 'lucide-react'
import { AlertDialog } from 'radix-ui'
import { useState, useTransition } from 'react'
import { toast } from 'sonner'
import { buttonStyles } from '@/components/ui/button-styles'
import { restoreRevisionAction } from '@/server/history/actions'
import type { EditablePost } from '../post-editor/form-values'
import { restoredEditablePost } from './restored-post'

const SLUG_KEPT = 'O slug desta revisão agora é de outro post, então o slug atual foi mantido.'
const WORKING_COPY =
  'Os leitores continuam vendo a versão publicada até você clicar em Salvar Rascunho ou Atualizar.'

/** "Restaurar", after a confirmation that says what happens to the text in the editor. */
export function RestoreRevision({
  post,
  revisionId,
  when,
  unsaved,
  onRestored,
}: {
  post: EditablePost
  revisionId: string
  when: string
  unsaved: boolean
  onRestored: (post: EditablePost) => void
}) {
  const [open, setOpen] = useState(false)
  const [pending, startTransition] = useTransition()
  const published = post.status === 'published'

  function restore() {
    startTransition(async () => {
      const result = await restoreRevisionAction({
        postId: post.id,
        revisionId,
        version: post.version,
      }).catch(() => null)
      if (!result?.ok) {
        setOpen(false)
        toast.error('Erro ao restaurar a revisão', {
          description: result?.error ?? 'Sem conexão com o servidor. Tente novamente.',
        })
        return
      }
      const notes = [result.data.slugKept && SLUG_KEPT, result.data.workingCopy && WORKING_COPY]
      const description = notes.filter(Boolean).join(' ') || undefined
      toast.success(`Revisão de ${when} restaurada`, { description })
      onRestored(restoredEditablePost(post.id, result.data))
    })
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialog.Trigger className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
        <RotateCcw className="size-4" aria-hidden="true" />
        Restaurar esta revisão
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-navy/60" />
        <AlertDialog.Content
          data-restore-dialog=""
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
        >
          <AlertDialog.Title className="text-lg font-bold text-ink">
            Restaurar a revisão de {when}?
          </AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 space-y-2 text-ink-muted">
              <p>
                {published
                  ? `O conteúdo desta revisão passa a ser o texto em edição. ${WORKING_COPY}`
                  : 'O conteúdo desta revisão passa a ser o texto do rascunho.'}
              </p>
              <p>A versão salva agora continua no histórico: para desfazer, é só restaurá-la.</p>
              {unsaved && (
                <p className="font-semibold text-red-800">
                  As alterações que ainda não foram salvas no editor serão descartadas.
                </p>
              )}
            </div>
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel disabled={pending} className={buttonStyles({ variant: 'ghost' })}>
              Cancelar
            </AlertDialog.Cancel>
            <button type="button" onClick={restore} disabled={pending} className={buttonStyles()}>
              {pending ? 'Restaurando...' : 'Restaurar'}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
