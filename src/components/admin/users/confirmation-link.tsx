'use client'

import { useId, useRef } from 'react'
import { toast } from 'sonner'

/**
 * Without a mail server, a pending account's confirmation link for the admin to hand over by
 * another channel. Copying it gives nobody the account: the link only confirms when opened
 * signed in as that account, with its password.
 */
export function ConfirmationLink({ email, link }: { email: string; link: string }) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)

  async function copy() {
    try {
      await navigator.clipboard.writeText(link)
      toast.success('Link copiado', { description: 'Entregue à pessoa por outro canal.' })
    } catch {
      // No clipboard here (a page on plain http, or permission refused): the text is selected.
      input.current?.select()
      toast.error('Não foi possível copiar', {
        description: 'O link ficou selecionado: copie com Ctrl+C.',
      })
    }
  }

  return (
    <span className="mt-1 flex w-full flex-col gap-1" data-confirmation-link={email}>
      <span className="flex items-center gap-2">
        <label htmlFor={id} className="sr-only">
          Link de confirmação de {email}
        </label>
        <input
          id={id}
          ref={input}
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className="h-8 min-w-0 flex-1 rounded-md border border-slate-300 bg-surface px-2 font-mono text-xs text-ink"
        />
        <button
          type="button"
          onClick={copy}
          className="inline-flex h-8 shrink-0 items-center rounded-md border border-brand-700 px-2.5 text-xs font-semibold text-brand-700 hover:bg-brand-50"
        >
          Copiar link
          <span className="sr-only"> de confirmação de {email}</span>
        </button>
      </span>
      <span className="text-xs text-ink-muted">
        Sem servidor de email: entregue este link à pessoa por outro canal. Vale 24 horas e só
        funciona com a senha da conta.
      </span>
    </span>
  )
}
