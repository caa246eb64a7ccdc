import { Inbox } from 'lucide-react'
import { planPath } from '@/lib/planner/assumptions'
import {
  budgetRangeLabel,
  formatPhone,
  LEAD_SOURCE_LABELS,
  type LeadSource,
} from '@/lib/validations/lead-fields'
import type { AdminLead } from '@/server/leads/types'
import { cardStyles } from '../ui/styles'
import { EmailText } from '../ui/email-text'
import { DateCell, MobileLabel, StackedTable, tableStyles as t } from '../ui/table-styles'
import { DeliveryBadge } from './delivery-badge'
import { LeadVisit } from './lead-visit'

function campaign(lead: AdminLead): string | null {
  const parts = [lead.utm_source, lead.utm_medium, lead.utm_campaign].filter(Boolean)
  if (parts.length > 0) return parts.join(' / ')
  if (lead.gclid) return 'Google Ads (gclid)'
  if (lead.fbclid) return 'Meta (fbclid)'
  return null
}

const HEADINGS = ['Data', 'Nome', 'Contato', 'Empresa', 'Verba', 'Origem', 'CRM'] as const

/** Newest first; each row is one demo request with who, how to reach them and where it came from. */
export function LeadsTable({ leads, filtered }: { leads: AdminLead[]; filtered: boolean }) {
  if (leads.length === 0) {
    return (
      <div className={`${cardStyles} px-6 py-14 text-center`} data-leads-empty="">
        <Inbox className="mx-auto size-10 text-ink-muted" aria-hidden="true" />
        <p className="mt-3 font-medium text-ink">
          {filtered ? 'Nenhum lead encontrado' : 'Nenhum lead ainda'}
        </p>
      </div>
    )
  }
  return (
    <StackedTable
      caption="Leads, do mais recente ao mais antigo"
      headings={HEADINGS}
      marker="data-leads-table"
    >
      {leads.map((lead) => (
        <tr key={lead.id} data-lead-row={lead.email} className={`${t.row} align-top`}>
          <DateCell date={lead.created_at} />
          <td className={`${t.cell} text-ink`}>
            <MobileLabel>Nome</MobileLabel>
            <div className="min-w-0">
              <p className="font-semibold break-words" data-lead-name="">
                {lead.name}
              </p>
              {lead.job_title ? <p className="text-ink-muted">{lead.job_title}</p> : null}
              {lead.message ? (
                <details className="mt-1">
                  <summary className="cursor-pointer text-brand-700">Mensagem</summary>
                  <p className="mt-1 break-words whitespace-pre-line text-ink">{lead.message}</p>
                </details>
              ) : null}
            </div>
          </td>
          <td className={`${t.cell} text-ink`}>
            <MobileLabel>Contato</MobileLabel>
            <div className="min-w-0">
              <a
                href={`mailto:${lead.email}`}
                className="block min-h-6 text-brand-700 hover:underline"
              >
                <EmailText text={lead.email} />
              </a>
              <a
                href={`tel:+55${lead.phone}`}
                // Two stacked links: each at least 24 px tall (WCAG 2.2 target size).
                className="block min-h-6 whitespace-nowrap hover:underline"
              >
                {formatPhone(lead.phone)}
              </a>
            </div>
          </td>
          <td className={`${t.cell} break-words text-ink`}>
            <MobileLabel>Empresa</MobileLabel>
            <span>{lead.company}</span>
          </td>
          <td className={`${t.cell} whitespace-nowrap text-ink`}>
            <MobileLabel>Verba</MobileLabel>
            <span>{budgetRangeLabel(lead.budget_range) || '-'}</span>
          </td>
          <td className={`${t.cell} text-ink`}>
            <MobileLabel>Origem</MobileLabel>
            <div className="min-w-0">
              <p>{LEAD_SOURCE_LABELS[lead.source as LeadSource] ?? lead.source ?? '-'}</p>
              {lead.plan_id ? (
                <a
                  href={planPath(lead.plan_id)}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-lead-plan={lead.plan_id}
                  className="text-xs font-semibold text-brand-700 hover:underline"
                >
                  Ver plano
                </a>
              ) : null}
              {campaign(lead) ? (
                <p className="text-xs wrap-break-word text-ink-muted">{campaign(lead)}</p>
              ) : null}
              <LeadVisit lead={lead} />
            </div>
          </td>
          <td className={`${t.cell}`}>
            <MobileLabel>CRM</MobileLabel>
            <DeliveryBadge lead={lead} />
          </td>
        </tr>
      ))}
    </StackedTable>
  )
}
