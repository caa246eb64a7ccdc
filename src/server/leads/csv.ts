import 'server-only'
import { formatDateTime } from '@/lib/dates'
import { planPath } from '@/lib/planner/assumptions'
import { budgetRangeLabel, formatPhone, LEAD_SOURCE_LABELS } from '@/lib/validations/lead-fields'
import type { WebhookStatus } from '../db/types'
import type { AdminLead } from './types'

/** Excel in pt-BR splits on ';' (the comma is the decimal mark there). */
export const CSV_SEPARATOR = ';'
/** Makes Excel read the file as UTF-8, so accents survive. */
export const UTF8_BOM = '\uFEFF'

export const WEBHOOK_STATUS_LABELS: Record<WebhookStatus, string> = {
  none: 'Sem webhook',
  pending: 'Na fila',
  delivered: 'Enviado',
  failed: 'Falhou (nova tentativa agendada)',
}

/** What makes a spreadsheet (Excel, Sheets, LibreOffice) run a cell as a formula. */
const FORMULA_START = new Set(['=', '+', '-', '@'])
/**
 * Where a program may start a new cell inside our text: the separator of either locale (Excel
 * in en-US and most importers split on ',', pt-BR on ';'), a tab, or a line break.
 */
const CELL_BREAKS = new Set([',', ';', '\t', '\r', '\n'])

/**
 * Puts an apostrophe before = + - @ wherever a cell could start: at the beginning, and after any
 * separator, tab or line break, past spaces and quotes (`Ana,=HYPERLINK(...)` becomes
 * `Ana,'=HYPERLINK(...)`), so no reading of the file runs a formula. One pass, linear.
 */
export function neutraliseFormulas(value: string): string {
  let out = ''
  let cellStart = true
  for (const char of value) {
    if (cellStart && FORMULA_START.has(char)) out += "'"
    out += char
    if (CELL_BREAKS.has(char)) cellStart = true
    else if (char !== '"' && char.trim() !== '') cellStart = false
  }
  return out
}

/**
 * One cell: formulas neutralised, then quoted when it holds the separator, a quote, a line
 * break or edge spaces, with quotes doubled (RFC 4180).
 */
export function csvCell(raw: string | null | undefined): string {
  const value = neutraliseFormulas(raw ?? '')
  return /[;"\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
}

export function toCsv(rows: readonly (readonly (string | null | undefined)[])[]): string {
  return UTF8_BOM + rows.map((row) => row.map(csvCell).join(CSV_SEPARATOR)).join('\r\n') + '\r\n'
}

const HEADER = [
  'Data',
  'Nome',
  'Email',
  'Telefone',
  'Empresa',
  'Cargo',
  'Verba mensal de mídia',
  'Mensagem',
  'Origem',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
  'Consentimento LGPD',
  'Envio ao CRM',
  'ID',
  'Plano',
  'Página de entrada',
  'Origem da visita',
  'Site de origem da visita',
  'utm_source da visita',
  'utm_medium da visita',
  'utm_campaign da visita',
  'utm_term da visita',
  'utm_content da visita',
  'Post que gerou o lead',
  'Link do post que gerou o lead',
  'Posts lidos na visita',
] as const

function sourceLabel(source: string | null): string {
  return (source && LEAD_SOURCE_LABELS[source as keyof typeof LEAD_SOURCE_LABELS]) ?? source ?? ''
}

/** A public address made absolute when the site URL is known; '' for none. */
export function absoluteUrl(path: string | null, siteUrl: string): string {
  return path ? `${siteUrl.replace(/\/+$/, '')}${path}` : ''
}

/** The plan's public link, absolute when the site URL is known. */
export function leadPlanUrl(planId: string | null, siteUrl = ''): string {
  return absoluteUrl(planId ? planPath(planId) : null, siteUrl)
}

export function leadsCsv(leads: readonly AdminLead[], siteUrl = ''): string {
  return toCsv([
    HEADER,
    ...leads.map((lead) => [
      formatDateTime(lead.created_at),
      lead.name,
      lead.email,
      formatPhone(lead.phone),
      lead.company,
      lead.job_title,
      budgetRangeLabel(lead.budget_range),
      lead.message,
      sourceLabel(lead.source),
      lead.utm_source,
      lead.utm_medium,
      lead.utm_campaign,
      lead.utm_term,
      lead.utm_content,
      lead.gclid,
      lead.fbclid,
      lead.consent_lgpd ? 'Sim' : 'Não',
      WEBHOOK_STATUS_LABELS[lead.webhook_status],
      lead.id,
      leadPlanUrl(lead.plan_id, siteUrl),
      lead.visit_landing_path,
      lead.visit_source,
      lead.visit_referrer_host,
      lead.visit_utm_source,
      lead.visit_utm_medium,
      lead.visit_utm_campaign,
      lead.visit_utm_term,
      lead.visit_utm_content,
      lead.leadPost?.title,
      absoluteUrl(lead.leadPost?.path ?? null, siteUrl),
      // In the order they were last read, the lead's post last.
      lead.visitPosts.map((post) => post.title).join(' | '),
    ]),
  ])
}

/** "leads-midiaplan-2025-03-05.csv", dated in São Paulo. */
export function csvFileName(now = new Date()): string {
  const [day, month, year] = formatDateTime(now).slice(0, 10).split('/')
  return `leads-midiaplan-${year}-${month}-${day}.csv`
}
