import { Calculator } from 'lucide-react'
import { planPath } from '@/lib/planner/assumptions'
import { formatBRL, formatCount, formatPercent } from '@/lib/planner/format'
import type { AdminPlan } from '@/server/planner/queries'
import { cardStyles } from '../ui/styles'
import { DateCell, MobileLabel, StackedTable, tableStyles as t } from '../ui/table-styles'

const HEADINGS = ['Data', 'Produto', 'Respostas', 'Veredito', 'Lead'] as const

/** Newest first: what the visitor answered, the verdict, the public plan and who asked for contact. */
export function PlansTable({ plans }: { plans: AdminPlan[] }) {
  if (plans.length === 0) {
    return (
      <div className={`${cardStyles} px-6 py-14 text-center`} data-plans-empty="">
        <Calculator className="mx-auto size-10 text-ink-muted" aria-hidden="true" />
        <p className="mt-3 font-medium text-ink">Nenhum plano criado ainda</p>
      </div>
    )
  }
  return (
    <StackedTable
      caption="Planos, do mais recente ao mais antigo"
      headings={HEADINGS}
      marker="data-plans-table"
    >
      {plans.map((plan) => (
        <tr key={plan.id} data-plan-row={plan.id} className={`${t.row} align-top`}>
          <DateCell date={plan.createdAt} />
          <td className={`${t.cell} text-ink`}>
            <MobileLabel>Produto</MobileLabel>
            <div className="min-w-0">
              <a
                href={planPath(plan.id)}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold break-words text-brand-700 hover:underline"
              >
                {plan.inputs.product}
              </a>
              <p className="text-ink-muted">
                {plan.segmentLabel} {plan.audience ? `(${plan.audience})` : ''}
              </p>
            </div>
          </td>
          <td className={`${t.cell} text-ink`}>
            <MobileLabel>Respostas</MobileLabel>
            <ul className="min-w-0 space-y-0.5">
              <li>Ticket: {formatBRL(plan.inputs.ticket)}</li>
              <li>Verba: {formatBRL(plan.inputs.budget)}/mês</li>
              <li>Meta: {formatCount(plan.inputs.desiredLeads)} leads</li>
              {plan.inputs.leadToSale !== null ? (
                <li>Lead em venda: {formatPercent(plan.inputs.leadToSale)}</li>
              ) : null}
            </ul>
          </td>
          <td className={`${t.cell} whitespace-nowrap text-ink`}>
            <MobileLabel>Veredito</MobileLabel>
            <span data-plan-verdict={plan.verdict}>{plan.verdict}</span>
          </td>
          <td className={`${t.cell} text-ink`}>
            <MobileLabel>Lead</MobileLabel>
            {plan.leads.length === 0 ? (
              <span className="text-ink-muted">-</span>
            ) : (
              <ul className="min-w-0 space-y-1">
                {plan.leads.map((lead) => (
                  <li key={lead.id} data-plan-lead={lead.email}>
                    <a
                      href={`mailto:${lead.email}`}
                      className="font-semibold text-brand-700 hover:underline"
                    >
                      {lead.name}
                    </a>
                    <p className="text-ink-muted">{lead.company}</p>
                  </li>
                ))}
              </ul>
            )}
          </td>
        </tr>
      ))}
    </StackedTable>
  )
}
