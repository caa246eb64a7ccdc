'use client'

import { History, X } from 'lucide-react'
import dynamic from 'next/dynamic'
import { Dialog } from 'radix-ui'
import { useState } from 'react'
import { buttonStyles } from '@/components/ui/button-styles'
import { Spinner } from '../ui/spinner'
import type { PostHistoryProps } from './post-history-props'

/* The panel (its diff included) loads on the first opening, never with the editor itself. */
const HistoryPanel = dynamic(() => import('./history-panel').then((m) => m.HistoryPanel), {
  ssr: false,
  loading: () => <Spinner label="Carregando o histórico..." />,
})

/** "Histórico": a side sheet listing the post's revisions, each compared with the current text. */
export function PostHistory(props: PostHistoryProps) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonStyles({ variant: 'ghost' })} data-history-button="">
        <History className="size-4" aria-hidden="true" />
        Histórico
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy/60 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in motion-reduce:animate-none" />
        <Dialog.Content
          data-history-panel=""
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-5xl flex-col bg-white shadow-2xl outline-none data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in motion-reduce:animate-none"
        >
          <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4">
            <div>
              <Dialog.Title className="text-xl font-bold text-ink">Histórico</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-ink-muted">
                Cada versão salva deste post. Escolha uma para ver o que mudou desde então e, se
                quiser, restaurá-la.
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Fechar histórico"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-ink-muted hover:bg-brand-50"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          {open && <HistoryPanel {...props} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
