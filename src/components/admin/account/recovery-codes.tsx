'use client'

import { Copy, Download } from 'lucide-react'
import { toast } from 'sonner'
import { buttonStyles } from '@/components/ui/button-styles'
import { site } from '@/lib/site'
import { recoveryCodesFile } from './totp'

/** Single-use recovery codes, shown once right after they are created. */
export function RecoveryCodes({
  email,
  codes,
  onDone,
}: {
  email: string
  codes: readonly string[]
  onDone: () => void
}) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'))
      toast.success('Códigos copiados')
    } catch {
      toast.error('Não foi possível copiar', {
        description: 'Selecione os códigos e copie manualmente.',
      })
    }
  }

  function download() {
    const blob = new Blob([recoveryCodesFile(email, codes, site.name)], {
      type: 'text/plain;charset=utf-8',
    })
    const url = URL.createObjectURL(blob)
    const link = document.createElement('a')
    link.href = url
    link.download = 'codigos-de-recuperacao.txt'
    link.click()
    // Revoked on the next tick: the download needs the URL for the click above.
    setTimeout(() => URL.revokeObjectURL(url), 0)
  }

  return (
    <div className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-5" data-recovery-codes="">
      <h3 className="font-bold text-ink">Códigos de recuperação</h3>
      <p className="mt-1 text-sm text-ink">
        Guarde estes códigos agora: eles não serão mostrados de novo. Cada um entra uma única vez se
        você perder o acesso ao aplicativo autenticador.
      </p>
      <ul
        className="mt-4 grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-3"
        aria-label="Códigos"
      >
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-white px-2 py-1.5 text-center text-ink">
            {code}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={copy}
          className={buttonStyles({ variant: 'secondary', size: 'sm' })}
        >
          <Copy className="size-4" aria-hidden="true" />
          Copiar
        </button>
        <button
          type="button"
          onClick={download}
          className={buttonStyles({ variant: 'secondary', size: 'sm' })}
        >
          <Download className="size-4" aria-hidden="true" />
          Baixar (.txt)
        </button>
        <button type="button" onClick={onDone} className={buttonStyles({ size: 'sm' })}>
          Já guardei os códigos
        </button>
      </div>
    </div>
  )
}
