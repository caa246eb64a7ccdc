import { formatDateTime } from '@/lib/dates'

/** Who the audit log shows for a publication made by the schedule (no one signed in). */
export const SCHEDULER_ACTOR_LABEL = 'Agendamento automático'

/** "Publicação em 25/11/2026 14:30 (horário de Brasília)", or null for other entries. */
export function scheduleAuditSummary(action: string, details: Record<string, unknown>) {
  if (!action.startsWith('post.schedul') || typeof details.scheduledAt !== 'string') return null
  const at = new Date(details.scheduledAt)
  if (Number.isNaN(at.getTime())) return null
  const what = details.update === true ? 'Atualização' : 'Publicação'
  return `${what} em ${formatDateTime(at)} (horário de Brasília)`
}
