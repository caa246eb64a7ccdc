import { ArrowRightLeft } from 'lucide-react'
import { ORIGIN_LABELS, STATUS_LABELS } from '@/lib/validations/redirects'
import { cardStyles } from '../ui/styles'
import { MobileLabel, StackedTable, tableStyles as t } from '../ui/table-styles'
import { RedirectRowActions } from './redirect-row-actions'
import type { RedirectRow } from './types'

const HEADINGS = [
  'Endereço antigo',
  'Destino',
  'Tipo',
  'Acessos',
  'Último acesso',
  'Ações',
] as const

/** The rules, newest first, each with its hits and what can be done with it. */
export function RedirectsTable({ rules, filtered }: { rules: RedirectRow[]; filtered: boolean }) {
  if (rules.length === 0) {
    return (
      <div className={`${cardStyles} px-6 py-14 text-center`} data-redirects-empty="">
        <ArrowRightLeft className="mx-auto size-10 text-ink-muted" aria-hidden="true" />
        <p className="mt-3 font-medium text-ink">
          {filtered ? 'Nenhum redirecionamento encontrado' : 'Nenhum redirecionamento ainda'}
        </p>
      </div>
    )
  }
  return (
    <StackedTable
      caption="Redirecionamentos, do mais recente ao mais antigo"
      headings={HEADINGS}
      marker="data-redirects-table"
    >
      {rules.map((rule) => (
        <tr key={rule.id} data-redirect-row={rule.source} className={`${t.row} align-top`}>
          <td className={`${t.cell} text-ink`}>
            <MobileLabel>Endereço antigo</MobileLabel>
            <div className="min-w-0">
              <p className="font-mono break-all">
                {rule.source}
                {rule.match === 'prefix' ? <span aria-hidden="true">/…</span> : null}
              </p>
              <p className="text-xs text-ink-muted">
                {rule.match === 'prefix' ? 'Prefixo: o caminho e tudo abaixo dele' : 'Exata'}
                {' · '}
                {ORIGIN_LABELS[rule.origin]}
              </p>
            </div>
          </td>
          <td className={`${t.cell} text-ink`}>
            <MobileLabel>Destino</MobileLabel>
            <p className="min-w-0 font-mono break-all" data-redirect-target="">
              {rule.status === 410 ? '—' : rule.target}
            </p>
          </td>
          <td className={`${t.cell} whitespace-nowrap text-ink`}>
            <MobileLabel>Tipo</MobileLabel>
            <span data-redirect-status="">{STATUS_LABELS[rule.status]}</span>
          </td>
          <td className={`${t.cell} text-ink tabular-nums`}>
            <MobileLabel>Acessos</MobileLabel>
            <span data-redirect-hits="">{rule.hits.toLocaleString('pt-BR')}</span>
          </td>
          <td className={`${t.cell} whitespace-nowrap text-ink-muted`}>
            <MobileLabel>Último acesso</MobileLabel>
            {rule.lastHitIso ? (
              <time dateTime={rule.lastHitIso}>{rule.lastHitLabel}</time>
            ) : (
              'Nunca'
            )}
          </td>
          <td className={t.cell}>
            <MobileLabel>Ações</MobileLabel>
            <RedirectRowActions rule={rule} />
          </td>
        </tr>
      ))}
    </StackedTable>
  )
}
