import { Tags } from 'lucide-react'
import { cardStyles } from '../ui/styles'
import { CategoryCard } from './category-card'
import { CATEGORIES_EMPTY_MESSAGE } from './category-copy'
import type { CategoryRow } from './types'

/** The cards, or the spec's empty state when there is no category. */
export function CategoryGrid({
  categories,
  busy,
  onEdit,
  onDelete,
}: {
  categories: CategoryRow[]
  busy: boolean
  onEdit: (category: CategoryRow) => void
  onDelete: (category: CategoryRow) => void
}) {
  if (categories.length === 0) {
    return (
      <div className={`${cardStyles} px-5 py-16 text-center`} data-categories-empty="">
        <Tags className="mx-auto size-10 text-slate-400" aria-hidden="true" />
        <p className="mt-3 font-medium text-ink">{CATEGORIES_EMPTY_MESSAGE}</p>
      </div>
    )
  }
  return (
    <ul
      aria-label="Categorias"
      aria-busy={busy || undefined}
      className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
      data-categories-grid=""
    >
      {categories.map((category) => (
        <CategoryCard
          key={category.id}
          category={category}
          disabled={busy}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      ))}
    </ul>
  )
}
