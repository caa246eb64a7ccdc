/** The category label on cards and on the article header. */
export function CategoryBadge({ name }: { name: string }) {
  return (
    <span
      data-category-badge=""
      className="inline-flex items-center rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800"
    >
      {name}
    </span>
  )
}
