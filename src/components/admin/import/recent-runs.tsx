import { formatDateTime } from '@/lib/dates'
import type { ImportRunView, RunState } from '@/server/import/queries'
import { MobileLabel, StackedTable, tableStyles } from '../ui/table-styles'

const STATE_LABELS: Record<RunState, string> = {
  running: 'Em andamento',
  done: 'Concluída',
  failed: 'Falhou',
  interrupted: 'Interrompida',
}

/** The latest imports and dry runs, each with its report to download. */
export function RecentRuns({ runs }: { runs: ImportRunView[] }) {
  if (runs.length === 0) return null
  return (
    <section aria-labelledby="importacoes-recentes" className="mt-10">
      <h2 id="importacoes-recentes" className="mb-4 text-xl font-extrabold text-ink">
        Importações recentes
      </h2>
      <StackedTable
        caption="Importações recentes"
        headings={['Data', 'Arquivo', 'Tipo', 'Situação', 'Posts', 'Relatório']}
        marker="data-import-runs"
      >
        {runs.map((run) => {
          const posts = run.counts?.post
          return (
            <tr key={run.id} className={tableStyles.row} data-import-run={run.state}>
              <td className={`${tableStyles.cell} whitespace-nowrap text-ink-muted`}>
                <MobileLabel>Data</MobileLabel>
                <time dateTime={run.startedAt}>{formatDateTime(new Date(run.startedAt))}</time>
              </td>
              <td className={`${tableStyles.cell} break-all`}>
                <MobileLabel>Arquivo</MobileLabel>
                {run.fileName}
              </td>
              <td className={tableStyles.cell}>
                <MobileLabel>Tipo</MobileLabel>
                {run.dryRun ? 'Simulação' : 'Importação'}
              </td>
              <td className={tableStyles.cell}>
                <MobileLabel>Situação</MobileLabel>
                {STATE_LABELS[run.state]}
              </td>
              <td className={tableStyles.cell}>
                <MobileLabel>Posts</MobileLabel>
                {posts
                  ? `${posts.created} novos, ${posts.updated} atualizados, ${posts.unchanged} sem mudança`
                  : '-'}
              </td>
              <td className={tableStyles.cell}>
                <MobileLabel>Relatório</MobileLabel>
                {run.state === 'done' ? (
                  <span className="flex gap-3">
                    <a
                      href={`/admin/importar/execucoes/${run.id}/relatorio?formato=csv`}
                      download
                      className="font-semibold text-brand-700 underline"
                    >
                      CSV
                    </a>
                    <a
                      href={`/admin/importar/execucoes/${run.id}/relatorio?formato=json`}
                      download
                      className="font-semibold text-brand-700 underline"
                    >
                      JSON
                    </a>
                  </span>
                ) : (
                  (run.error ?? '-')
                )}
              </td>
            </tr>
          )
        })}
      </StackedTable>
    </section>
  )
}
