import { Pencil, Trash2 } from 'lucide-react'
import { cardStyles } from '../ui/styles'
import { postCountLabel } from './category-copy'
import type { CategoryRow } from './types'

const iconButton =
  'inline-flex size-10 items-center justify-center rounded-lg text-ink-muted hover:bg-brand-50 hover:text-brand-700 disabled:pointer-events-none disabled:opacity-60'

/** One category: name, /slug, description, and its edit and delete buttons. */
export function CategoryCard({
  category,
  disabled,
  onEdit,
  onDelete,
}: {
  category: CategoryRow
  disabled?: boolean
  onEdit: (category: CategoryRow) => void
  onDelete: (category: CategoryRow) => void
}) {
  return (
    <li className={`${cardStyles} flex flex-col p-5`} data-category-card={category.slug}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-bold break-words text-ink" data-category-name="">
            {category.name}
          </h2>
          <p className="mt-0.5 font-mono text-sm break-all text-brand-700" data-category-slug="">
            /{category.slug}
          </p>
        </div>
        <div className="-mt-1 -mr-2 flex shrink-0">
          <button
            type="button"
            aria-label={`Editar categoria ${category.name}`}
            disabled={disabled}
            onClick={() => onEdit(category)}
            className={iconButton}
            data-category-edit=""
          >
            <Pencil className="size-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            aria-label={`Deletar categoria ${category.name}`}
            disabled={disabled}
            onClick={() => onDelete(category)}
            className={`${iconButton} hover:bg-red-50 hover:text-red-700`}
            data-category-delete=""
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        </div>
      </div>
      {category.description ? (
        <p className="mt-3 text-sm break-words text-ink-muted" data-category-description="">
          {category.description}
        </p>
      ) : null}
      <p className="mt-auto pt-4 text-xs font-medium text-ink-muted" data-category-posts="">
        {postCountLabel(category.postCount)}
      </p>
    </li>
  )
}
