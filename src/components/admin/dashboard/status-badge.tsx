import type { PostStatus } from '@/server/db/types'

export const STATUS_LABELS: Record<PostStatus, string> = {
  published: 'Publicado',
  draft: 'Rascunho',
  archived: 'Arquivado',
}

// Dark text on a pale tint of the same hue: every pair is above 4.5:1 (WCAG AA).
const STATUS_STYLES: Record<PostStatus, string> = {
  published: 'bg-emerald-100 text-emerald-800 ring-emerald-200',
  draft: 'bg-amber-100 text-amber-900 ring-amber-200',
  archived: 'bg-slate-200 text-slate-700 ring-slate-300',
}

export function StatusBadge({ status }: { status: PostStatus }) {
  return (
    <span
      data-status={status}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_STYLES[status]}`}
    >
      {STATUS_LABELS[status]}
    </span>
  )
}
