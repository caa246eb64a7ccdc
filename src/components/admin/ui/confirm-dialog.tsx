'use client'

import { AlertDialog } from 'radix-ui'
import { useTransition, type ReactNode } from 'react'
import { buttonStyles } from '@/components/ui/button-styles'
import { destructiveButtonStyles, dialogStyles } from '../categories/dialog-styles'

/**
 * A "Deletar" confirmation. While `onConfirm` runs, both buttons are disabled and the dialog
 * stays open (Escape and "Cancelar" included): the caller closes it when the server answers.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  onConfirm,
  title,
  description,
  children,
  trigger,
  marker,
}: {
  open: boolean
  /** Only called while nothing is pending. */
  onOpenChange: (open: boolean) => void
  onConfirm: () => Promise<void>
  title: ReactNode
  description: ReactNode
  /** Shown under the description. */
  children?: ReactNode
  /** The button that opens the dialog, when it is not opened from outside. */
  trigger?: ReactNode
  /** A data attribute on the dialog, for tests (e.g. "data-media-delete-dialog"). */
  marker: `data-${string}`
}) {
  const [pending, startTransition] = useTransition()

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next)
      }}
    >
      {trigger}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogStyles.overlay} />
        <AlertDialog.Content className={dialogStyles.content} {...{ [marker]: '' }}>
          <AlertDialog.Title className={dialogStyles.title}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={dialogStyles.description}>
            {description}
          </AlertDialog.Description>
          {children}
          <div className={dialogStyles.footer}>
            <AlertDialog.Cancel disabled={pending} className={buttonStyles({ variant: 'ghost' })}>
              Cancelar
            </AlertDialog.Cancel>
            <AlertDialog.Action
              disabled={pending}
              className={destructiveButtonStyles}
              onClick={(event) => {
                // Stay open while the server answers; the caller closes it.
                event.preventDefault()
                startTransition(onConfirm)
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

/** The trigger a ConfirmDialog opens from, when it has one. */
export const ConfirmDialogTrigger = AlertDialog.Trigger
