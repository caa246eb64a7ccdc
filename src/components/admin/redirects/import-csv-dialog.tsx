'use client'

import { Upload, X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { useRouter } from 'next/navigation'
import { useState, useTransition, type FormEvent } from 'react'
import { toast } from 'sonner'
import { buttonStyles } from '@/components/ui/button-styles'
import { REDIRECTS_CSV_MAX_BYTES, REDIRECTS_CSV_TOO_LARGE } from '@/lib/validations/redirects'
import { importRedirectsAction } from '@/server/redirects/actions'
import { dialogStyles } from '../categories/dialog-styles'

/**
 * "Importar CSV": a file in the export's columns (old address, target, type, match). The server
 * checks every line before writing anything; the problems come back here, each with its line.
 */
export function ImportCsvDialog() {
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const [file, setFile] = useState<File | null>(null)
  const [problems, setProblems] = useState<{ title: string; lines: string[] } | null>(null)
  const [pending, startTransition] = useTransition()

  function reset(next: boolean) {
    if (pending) return
    setOpen(next)
    setFile(null)
    setProblems(null)
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!file) {
      setProblems({ title: 'Escolha um arquivo .csv.', lines: [] })
      return
    }
    if (file.size > REDIRECTS_CSV_MAX_BYTES) {
      setProblems({ title: REDIRECTS_CSV_TOO_LARGE, lines: [] })
      return
    }
    startTransition(async () => {
      const csv = await file.text()
      const result = await importRedirectsAction({ csv, fileName: file.name })
      if (!result.ok) {
        setProblems({ title: result.error, lines: result.fieldErrors?.csv ?? [] })
        toast.error('Nada foi importado', { description: result.error })
        return
      }
      const { created, updated, unchanged } = result.data
      toast.success('Redirecionamentos importados', {
        description: `${created} criados, ${updated} atualizados, ${unchanged} sem mudança.`,
      })
      setOpen(false)
      setFile(null)
      setProblems(null)
      router.refresh()
    })
  }

  return (
    <Dialog.Root open={open} onOpenChange={reset}>
      <Dialog.Trigger className={buttonStyles({ variant: 'secondary' })}>
        <Upload className="size-4" aria-hidden="true" />
        Importar CSV
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogStyles.overlay} />
        <Dialog.Content className={dialogStyles.content} data-redirect-import-dialog="">
          <Dialog.Title className={dialogStyles.title}>Importar redirecionamentos</Dialog.Title>
          <Dialog.Description className={dialogStyles.description}>
            Um arquivo .csv com as colunas Endereço antigo, Destino, Tipo (301, 302, 307, 308 ou
            410) e Correspondência (exata ou prefixo), como o que &quot;Exportar CSV&quot; gera. Um
            endereço que já tem regra é atualizado. Se alguma linha tiver problema, nada é
            importado.
          </Dialog.Description>
          <Dialog.Close
            aria-label="Fechar"
            className="absolute top-4 right-4 inline-flex size-10 items-center justify-center rounded-lg text-ink-muted hover:bg-brand-50"
          >
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
          <form onSubmit={submit} className="mt-5 space-y-4" noValidate>
            <div className="space-y-1.5">
              <label htmlFor="redirecionamentos-arquivo" className="text-sm font-medium text-ink">
                Arquivo CSV
              </label>
              <input
                id="redirecionamentos-arquivo"
                type="file"
                accept=".csv,text/csv"
                aria-describedby={problems ? 'redirecionamentos-problemas' : undefined}
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null)
                  setProblems(null)
                }}
                className="block w-full text-sm text-ink file:mr-3 file:h-10 file:rounded-lg file:border file:border-brand-200 file:bg-white file:px-3 file:font-semibold file:text-brand-700"
              />
            </div>
            {problems ? (
              <div
                id="redirecionamentos-problemas"
                role="alert"
                className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
                data-redirect-import-problems=""
              >
                <p className="font-semibold">{problems.title}</p>
                {problems.lines.length > 0 ? (
                  <ul className="mt-2 max-h-48 list-disc space-y-1 overflow-y-auto pl-5 break-words">
                    {problems.lines.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
            ) : null}
            <div className={dialogStyles.footer}>
              <button
                type="button"
                onClick={() => reset(false)}
                disabled={pending}
                className={buttonStyles({ variant: 'ghost' })}
              >
                Cancelar
              </button>
              <button type="submit" disabled={pending} className={buttonStyles()}>
                {pending ? 'Importando...' : 'Importar'}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
