'use client'

import { FlaskConical, Upload } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { buttonStyles } from '@/components/ui/button-styles'
import { IMPORT_MAX_FILE_BYTES, type ImportMediaMode } from '@/lib/validations/import'
import { FormField } from '../ui/form-field'
import { cardStyles } from '../ui/styles'
import { RunProgress } from './run-progress'
import { RunResult } from './run-result'
import { useImportRun } from './use-import-run'

const MEDIA_CHOICES: { value: ImportMediaMode; label: string; hint: string }[] = [
  {
    value: 'baixar',
    label: 'Copiar para a biblioteca de mídia',
    hint: 'Recomendado: as imagens passam a ser servidas por este site, em WebP.',
  },
  {
    value: 'manter',
    label: 'Manter no site antigo',
    hint: 'As imagens somem quando o site antigo sair do ar, e as capas ficam de fora.',
  },
]

/**
 * Choose the export and the options, "Simular" to see what would be created, updated and
 * skipped with every warning, then "Importar" (the same file and options) with a progress bar.
 */
export function ImportPanel() {
  const router = useRouter()
  const { stage, start } = useImportRun()
  const [file, setFile] = useState<File | null>(null)
  const [media, setMedia] = useState<ImportMediaMode>('baixar')
  const [site, setSite] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  /** The options the last finished dry run had: "Importar" is for what was simulated. */
  const [simulated, setSimulated] = useState<string | null>(null)
  const options = file
    ? `${file.name}\0${file.size}\0${file.lastModified}\0${media}\0${site}`
    : null
  const busy = stage.kind === 'uploading' || stage.kind === 'running'

  function run(dryRun: boolean) {
    return (event?: FormEvent) => {
      event?.preventDefault()
      if (!file) return setProblem('Escolha o arquivo de exportação (.xml ou .json).')
      if (file.size > IMPORT_MAX_FILE_BYTES)
        return setProblem(`O arquivo passa do limite de ${IMPORT_MAX_FILE_BYTES / 1024 / 1024} MB.`)
      setProblem(null)
      const started = options
      void start({
        file,
        media,
        dryRun,
        site,
        onEnd: (ended) => {
          if (ended.dryRun && ended.state === 'done') setSimulated(started)
          // The list of runs below, rendered on the server, gets this one.
          router.refresh()
        },
      })
    }
  }

  const ready = options !== null && simulated === options
  const current = stage.kind === 'running' || stage.kind === 'ended' ? stage.run : null
  return (
    <div className="space-y-8">
      <form
        onSubmit={run(true)}
        noValidate
        className={`${cardStyles} space-y-5 p-5 sm:p-6`}
        data-import-panel=""
      >
        <div className="space-y-1.5">
          <label htmlFor="importar-arquivo" className="text-sm font-medium text-ink">
            Arquivo de exportação
          </label>
          <input
            id="importar-arquivo"
            type="file"
            accept=".xml,.json,application/xml,text/xml,application/json"
            disabled={busy}
            aria-describedby="importar-arquivo-dica"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null)
              setProblem(null)
            }}
            className="block w-full text-sm text-ink file:mr-3 file:h-10 file:rounded-lg file:border file:border-brand-200 file:bg-white file:px-3 file:font-semibold file:text-brand-700"
          />
          <p id="importar-arquivo-dica" className="text-sm text-ink-muted">
            WordPress: Ferramentas → Exportar → Todo o conteúdo (.xml). Ghost: Configurações →
            Avançado → Importar/Exportar → Exportar (.json). Até 512 MB.
          </p>
        </div>
        <fieldset className="space-y-2" disabled={busy}>
          <legend className="text-sm font-medium text-ink">Imagens</legend>
          {MEDIA_CHOICES.map((choice) => (
            <label key={choice.value} className="flex items-start gap-3 text-sm">
              <input
                type="radio"
                name="midia"
                value={choice.value}
                checked={media === choice.value}
                onChange={() => setMedia(choice.value)}
                className="mt-1 size-4 accent-brand-700"
              />
              <span>
                <span className="font-semibold text-ink">{choice.label}</span>
                <span className="block text-ink-muted">{choice.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <FormField
          id="importar-site"
          label="Endereço do blog antigo (só Ghost)"
          hint="A exportação do Ghost não traz o endereço do site: informe-o para copiar as imagens hospedadas nele."
          type="url"
          inputMode="url"
          placeholder="https://blog.exemplo.com.br"
          value={site}
          disabled={busy}
          onChange={(event) => setSite(event.target.value)}
        />
        {problem ? (
          <p role="alert" className="text-sm font-medium text-red-700" data-import-problem="">
            {problem}
          </p>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <button type="submit" disabled={busy} className={buttonStyles({ variant: 'secondary' })}>
            <FlaskConical className="size-4" aria-hidden="true" />
            Simular
          </button>
          <button
            type="button"
            onClick={run(false)}
            disabled={busy || !ready}
            aria-describedby="importar-dica"
            className={buttonStyles()}
          >
            <Upload className="size-4" aria-hidden="true" />
            Importar
          </button>
          <p id="importar-dica" className="text-sm text-ink-muted">
            {ready
              ? 'Importar grava o que a simulação mostrou. Pode ser repetido: nada se duplica.'
              : 'Simule primeiro para ver o que será criado, atualizado e ignorado.'}
          </p>
        </div>
      </form>
      {stage.kind === 'error' ? (
        <p
          role="alert"
          className="rounded-lg bg-red-50 p-4 text-sm text-red-800"
          data-import-error=""
        >
          {stage.message}
        </p>
      ) : null}
      {busy ? (
        <div className={`${cardStyles} p-5 sm:p-6`}>
          <RunProgress
            run={current}
            label={
              (stage.kind === 'uploading' ? stage.dryRun : current?.dryRun)
                ? 'Simulando'
                : 'Importando'
            }
          />
        </div>
      ) : null}
      {stage.kind === 'ended' ? <RunResult run={stage.run} /> : null}
    </div>
  )
}
