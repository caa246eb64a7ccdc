import { ArrowLeft } from 'lucide-react'
import Link from 'next/link'
import type { ReactNode } from 'react'
import { buttonStyles } from '@/components/ui/button-styles'

/**
 * Back button, page title and the two saves. While saving both are disabled and 'Publicar'
 * reads 'Salvando...' (spec section 4), whichever was pressed. A published post's publish
 * button reads 'Atualizar'.
 */
export function EditorHeader({
  title,
  saving,
  onSave,
  publishLabel = 'Publicar',
  history,
}: {
  title: string
  saving: boolean
  onSave: (intent: 'draft' | 'publish') => void
  publishLabel?: string
  /** The "Histórico" button of an existing post. */
  history?: ReactNode
}) {
  return (
    <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-center gap-3">
        <Link
          href="/admin/posts"
          aria-label="Voltar para os posts"
          data-back-button=""
          className={buttonStyles({ variant: 'ghost', size: 'sm', className: 'size-10 px-0' })}
        >
          <ArrowLeft className="size-5" aria-hidden="true" />
        </Link>
        <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{title}</h1>
      </div>
      <div className="flex flex-wrap gap-3">
        {history}
        <button
          type="button"
          onClick={() => onSave('draft')}
          disabled={saving}
          className={buttonStyles({ variant: 'secondary' })}
        >
          Salvar Rascunho
        </button>
        <button
          type="button"
          onClick={() => onSave('publish')}
          disabled={saving}
          className={buttonStyles()}
        >
          {saving ? 'Salvando...' : publishLabel}
        </button>
      </div>
    </div>
  )
}
