'use client'

import type { ImportRunView } from '@/server/import/queries'
import { RunSummary } from './run-summary'

/** How a run ended: its summary, or why it stopped (and that it can be run again). */
export function RunResult({ run }: { run: ImportRunView }) {
  const title = run.dryRun ? 'Resultado da simulação' : 'Resultado da importação'
  return (
    <section
      aria-labelledby="importar-resultado"
      className="space-y-4"
      data-import-result={run.state}
    >
      <h2 id="importar-resultado" className="text-xl font-extrabold text-ink">
        {title}
      </h2>
      {run.state === 'done' ? (
        <p className="text-sm text-ink-muted">
          {run.dryRun
            ? 'Nada foi gravado. Confira os avisos e clique em Importar.'
            : 'Importação concluída: os posts públicos já estão no blog, e cada endereço antigo redireciona para o novo.'}
        </p>
      ) : (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
          {run.error ??
            'A importação foi interrompida. Rode de novo: o que já foi importado não se repete.'}
        </p>
      )}
      {run.state === 'done' ? <RunSummary run={run} /> : null}
    </section>
  )
}
