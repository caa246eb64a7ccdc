import { CircleAlert } from '@/components/site/icons'
import { formatDateTime } from '@/lib/dates'
import type { PreviewPost } from '@/server/previews/preview-post'

/** What the reader of a preview is looking at, in one sentence. */
function whatThisIs({ post, source, status }: PreviewPost): string {
  if (source === 'working_copy') {
    return 'Alterações ainda não publicadas: os leitores do blog continuam vendo a versão publicada.'
  }
  if (status === 'published') return 'Esta é a versão publicada do post.'
  if (post.scheduled_at) {
    return `Post agendado para ${formatDateTime(post.scheduled_at)}: ainda não está no blog.`
  }
  if (status === 'archived') return 'Post arquivado: não aparece no blog.'
  return 'Rascunho: este post ainda não foi publicado e não aparece no blog.'
}

/**
 * The mark on every preview, above the article: what it is, and either the way back to the
 * editor (staff) or until when the shared link works (reviewers).
 */
export function PreviewBanner({
  preview,
  editHref,
  expiresAt,
}: {
  preview: PreviewPost
  editHref?: string
  expiresAt?: Date
}) {
  return (
    <div
      role="note"
      aria-label="Pré-visualização"
      data-preview-banner=""
      className="border-b border-amber-300 bg-amber-50 text-amber-950"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <div className="flex items-start gap-3">
          <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p className="text-sm leading-relaxed">
            <strong className="font-bold">Pré-visualização.</strong> {whatThisIs(preview)}
            {expiresAt ? ` Link válido até ${formatDateTime(expiresAt)}.` : ''}
          </p>
        </div>
        {editHref ? (
          <a
            href={editHref}
            className="shrink-0 text-sm font-semibold text-amber-950 underline underline-offset-4 hover:no-underline"
          >
            Voltar ao editor
          </a>
        ) : null}
      </div>
    </div>
  )
}
