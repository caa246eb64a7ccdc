import { SearchX } from 'lucide-react'
import { formatDateTime } from '@/lib/dates'
import type { NotFoundEntry } from '@/server/not-found-log/queries'
import { cardStyles } from '../ui/styles'
import { MobileLabel, StackedTable, tableStyles as t } from '../ui/table-styles'
import { NewRedirectButton } from './new-redirect-button'

const HEADINGS = ['Endereço', 'Erros', 'Primeiro', 'Último', 'Principal origem', 'Ações'] as const

function referrer(entry: NotFoundEntry): string {
  const others = entry.otherReferrerHits > 0 ? ` (outros sites: ${entry.otherReferrerHits})` : ''
  if (!entry.topReferrer)
    return entry.otherReferrerHits > 0
      ? `Outros sites: ${entry.otherReferrerHits}`
      : 'Acesso direto'
  return `${entry.topReferrer.host}: ${entry.topReferrer.hits}${others}`
}

/** The addresses that answered 404, most hit first, each one a click from its redirect. */
export function NotFoundTable({
  entries,
  filtered,
}: {
  entries: NotFoundEntry[]
  filtered: boolean
}) {
  if (entries.length === 0) {
    return (
      <div className={`${cardStyles} px-6 py-14 text-center`} data-not-found-empty="">
        <SearchX className="mx-auto size-10 text-ink-muted" aria-hidden="true" />
        <p className="mt-3 font-medium text-ink">
          {filtered ? 'Nenhum endereço encontrado' : 'Nenhum erro 404 registrado'}
        </p>
      </div>
    )
  }
  return (
    <StackedTable
      caption="Endereços que responderam 404, dos mais acessados aos menos"
      headings={HEADINGS}
      marker="data-not-found-table"
    >
      {entries.map((entry) => (
        <tr key={entry.path} data-not-found-row={entry.path} className={`${t.row} align-top`}>
          <td className={`${t.cell} text-ink`}>
            <MobileLabel>Endereço</MobileLabel>
            <p className="min-w-0 font-mono break-all">{entry.path}</p>
          </td>
          <td className={`${t.cell} text-ink tabular-nums`}>
            <MobileLabel>Erros</MobileLabel>
            <span data-not-found-hits="">{entry.hits.toLocaleString('pt-BR')}</span>
          </td>
          <td className={`${t.cell} whitespace-nowrap text-ink-muted`}>
            <MobileLabel>Primeiro</MobileLabel>
            <time dateTime={entry.firstSeenAt.toISOString()}>
              {formatDateTime(entry.firstSeenAt)}
            </time>
          </td>
          <td className={`${t.cell} whitespace-nowrap text-ink-muted`}>
            <MobileLabel>Último</MobileLabel>
            <time dateTime={entry.lastSeenAt.toISOString()}>
              {formatDateTime(entry.lastSeenAt)}
            </time>
          </td>
          <td className={`${t.cell} text-ink`}>
            <MobileLabel>Principal origem</MobileLabel>
            <span className="min-w-0 break-all" data-not-found-referrer="">
              {referrer(entry)}
            </span>
          </td>
          <td className={t.cell}>
            <MobileLabel>Ações</MobileLabel>
            <NewRedirectButton source={entry.path} variant="secondary">
              Criar redirecionamento<span className="sr-only"> para {entry.path}</span>
            </NewRedirectButton>
          </td>
        </tr>
      ))}
    </StackedTable>
  )
}
