import type { RevisionKind } from '@/lib/domain'

/** What made each revision, as the "Histórico" panel names it. */
export const REVISION_KIND_LABELS: Record<RevisionKind, string> = {
  save: 'Salvo',
  publish: 'Publicado',
  unpublish: 'Despublicado',
  restore: 'Restaurado',
  autosave: 'Salvamento automático',
  schedule: 'Agendado',
  scheduled_publish: 'Publicado pelo agendamento',
  session: 'Versão ao abrir o editor',
  conflict: 'Versão não mantida em um conflito',
  recovery: 'Recuperado deste navegador',
}

/** Who: the scheduler has no person behind it. */
export function revisionActorLabel(actorName: string | null): string {
  return actorName ?? 'Agendamento automático'
}
