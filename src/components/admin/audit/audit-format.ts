import { formatDateTime } from '@/lib/dates'
import { LEAD_ACCESS_LABEL } from '@/lib/validations/settings'
import { ROLE_LABELS } from '@/lib/validations/users'
import type { AuditAction } from '@/server/audit/log'
import { SCHEDULER_ACTOR_LABEL, scheduleAuditSummary } from '../schedule/schedule-audit'

/** pt-BR names of the actions the server writes to the audit log (every action needs one). */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'auth.sign_in': 'Login',
  'auth.sign_in_failed': 'Falha de login',
  'auth.two_factor_failed': 'Código de verificação incorreto',
  'auth.two_factor_enabled': 'Verificação em duas etapas ativada',
  'auth.two_factor_disabled': 'Verificação em duas etapas desativada',
  'auth.backup_codes_regenerated': 'Códigos de recuperação renovados',
  'auth.password_changed': 'Senha alterada',
  'user.role_changed': 'Papel alterado',
  'settings.changed': 'Configuração alterada',
  'post.published': 'Post publicado',
  'post.deleted': 'Post deletado',
  'leads.exported': 'Leads exportados (CSV)',
  'analytics.exported': 'Análises exportadas (CSV)',
  'post.created': 'Post criado',
  'post.updated': 'Post editado',
  'post.unpublished': 'Post despublicado',
  'post.autosaved': 'Post salvo automaticamente',
  'post.revision_restored': 'Revisão de post restaurada',
  'category.created': 'Categoria criada',
  'category.updated': 'Categoria editada',
  'category.deleted': 'Categoria deletada',
  'user.name_changed': 'Nome de exibição alterado',
  'user.verification_resent': 'Link de confirmação reenviado',
  'post.scheduled': 'Publicação agendada',
  'post.schedule_canceled': 'Agendamento cancelado',
  'post.scheduled_published': 'Post publicado pelo agendamento',
  'post.scheduled_refused': 'Publicação agendada recusada',
  'post.preview_link_created': 'Link de pré-visualização criado',
  'post.preview_link_revoked': 'Link de pré-visualização revogado',
  'media.uploaded': 'Imagem enviada',
  'media.alt_changed': 'Texto alternativo de imagem editado',
  'media.deleted': 'Imagem deletada da biblioteca',
  'redirect.created': 'Redirecionamento criado',
  'redirect.updated': 'Redirecionamento editado',
  'redirect.deleted': 'Redirecionamento deletado',
  'redirects.imported': 'Redirecionamentos importados (CSV)',
  'redirects.exported': 'Redirecionamentos exportados (CSV)',
  'import.started': 'Importação de blog iniciada',
  'import.finished': 'Importação de blog concluída',
  'import.simulated': 'Importação de blog simulada',
}

export function auditActionLabel(action: string): string {
  return (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action
}

type Details = Record<string, unknown>

function parseDetails(text: string | null): Details | string | null {
  if (!text) return null
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Details)
      : text
  } catch {
    return text
  }
}

function roleLabel(value: unknown): string {
  return typeof value === 'string' && value in ROLE_LABELS
    ? ROLE_LABELS[value as keyof typeof ROLE_LABELS]
    : String(value)
}

function scalar(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'sim' : 'não'
  if (value === null || value === undefined) return '-'
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

const MAX_SUMMARY = 160

/** yyyy-mm-dd as dd/mm/yyyy. */
const brDay = (value: unknown) =>
  typeof value === 'string' ? value.split('-').reverse().join('/') : ''

/** '3 linhas · busca "ana", de 01/03/2025': how much left, and what was asked for. */
function leadsExportSummary(details: Details): string {
  const rows = typeof details.rows === 'number' ? details.rows : 0
  const filter = (details.filter ?? {}) as Record<string, unknown>
  const parts = [
    typeof filter.q === 'string' ? `busca "${filter.q}"` : '',
    filter.de ? `de ${brDay(filter.de)}` : '',
    filter.ate ? `até ${brDay(filter.ate)}` : '',
  ].filter(Boolean)
  return `${rows} ${rows === 1 ? 'linha' : 'linhas'} · ${parts.length > 0 ? parts.join(', ') : 'sem filtro'}`
}

/** 'Link 1a2b3c4d · expira em 02/12/2026 14:30': which link (its hash's start), and until when. */
function previewLinkSummary(details: Details): string {
  const expires = typeof details.expiresAt === 'string' ? new Date(details.expiresAt) : null
  const until =
    expires && !Number.isNaN(expires.getTime()) ? ` · expira em ${formatDateTime(expires)}` : ''
  return `Link ${scalar(details.link)}${until}`
}

/** Keys of an edit's `changes` (posts and categories). */
const FIELD_LABELS: Record<string, string> = {
  title: 'Título',
  slug: 'Slug',
  status: 'Status',
  coverImage: 'Capa',
  coverAlt: 'Texto alternativo da capa',
  categoryId: 'Categoria',
  featured: 'Destaque',
  tags: 'Tags',
  description: 'Descrição',
  content: 'Conteúdo',
  name: 'Nome',
  source: 'Endereço antigo',
  target: 'Destino',
  match: 'Correspondência',
}

/** "Título: A → B; Conteúdo": values where the entry has them, the field's name otherwise. */
function changesSummary(changes: object): string {
  const parts = Object.entries(changes).map(([key, value]) => {
    const label = FIELD_LABELS[key] ?? key
    return Array.isArray(value) && value.length === 2
      ? `${label}: ${scalar(value[0])} → ${scalar(value[1])}`
      : label
  })
  return parts.length > 0 ? parts.join('; ') : 'Nenhum campo alterado'
}

/** One readable line for the details column; unknown shapes fall back to key: value pairs. */
export function auditDetailsSummary(action: string, text: string | null): string {
  const details = parseDetails(text)
  if (details === null) return '-'
  if (typeof details === 'string') return details.slice(0, MAX_SUMMARY)
  let summary: string
  const scheduled = scheduleAuditSummary(action, details)
  if (action === 'post.scheduled_refused' && Array.isArray(details.reasons)) {
    summary = `${scheduled ?? 'Publicação'} recusada: ${details.reasons.map(scalar).join(' ')}`
  } else if (scheduled) {
    summary = scheduled
  } else if (action === 'user.role_changed' && 'from' in details && 'to' in details) {
    summary = `${roleLabel(details.from)} → ${roleLabel(details.to)}`
  } else if (action === 'leads.exported') {
    summary = leadsExportSummary(details)
  } else if (action === 'settings.changed' && typeof details.editorsCanReadLeads === 'boolean') {
    summary = `${LEAD_ACCESS_LABEL}: ${details.editorsCanReadLeads ? 'ativado' : 'desativado'}`
  } else if (action === 'settings.changed' && typeof details.analyticsCollection === 'boolean') {
    summary = `Coleta de análises: ${details.analyticsCollection ? 'ativada' : 'desativada'}`
  } else if (action === 'settings.changed' && typeof details.required === 'boolean') {
    summary = `Exigir verificação em duas etapas: ${details.required ? 'ativado' : 'desativado'}`
  } else if (action === 'auth.sign_in' && details.secondFactor === true) {
    summary = 'Com verificação em duas etapas'
  } else if (action.startsWith('post.preview_link_')) {
    summary = previewLinkSummary(details)
  } else if (typeof details.changes === 'object' && details.changes !== null) {
    summary = changesSummary(details.changes)
  } else if (action === 'user.name_changed' && 'to' in details) {
    summary = `${scalar(details.from)} → ${scalar(details.to)}`
  } else if (action === 'auth.sign_in_failed') {
    summary = typeof details.email === 'string' ? `Email informado: ${details.email}` : '-'
  } else {
    const pairs = Object.entries(details).map(([key, value]) => `${key}: ${scalar(value)}`)
    summary = pairs.length > 0 ? pairs.join(', ') : '-'
  }
  return summary.length > MAX_SUMMARY ? `${summary.slice(0, MAX_SUMMARY - 1)}…` : summary
}

/** Who did it: the signed-in actor, or for a failed sign-in the email that was tried. */
export function auditActor(entry: {
  action?: string
  actor_email: string | null
  details: string | null
}) {
  if (entry.actor_email) return entry.actor_email
  if (entry.action === 'post.scheduled_published' || entry.action === 'post.scheduled_refused')
    return SCHEDULER_ACTOR_LABEL
  const details = parseDetails(entry.details)
  if (details && typeof details === 'object' && typeof details.email === 'string') {
    return `${details.email} (não autenticado)`
  }
  return 'Desconhecido'
}

/** ?pagina=N from the address; anything else is page 1. */
export function parseAuditPage(value: string | string[] | undefined): number {
  const raw = Array.isArray(value) ? value[0] : value
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1
  return Math.max(1, Number(raw))
}
