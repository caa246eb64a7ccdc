/** Tag chips; cards pass a limit (the spec shows at most 3 there). */
export function TagList({ tags, limit }: { tags: readonly string[]; limit?: number }) {
  const shown = limit === undefined ? tags : tags.slice(0, limit)
  if (shown.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Tags" data-tags="">
      {shown.map((tag) => (
        <li
          key={tag}
          className="rounded-md border border-line bg-surface px-2 py-0.5 text-xs font-medium text-ink-muted"
        >
          {tag}
        </li>
      ))}
    </ul>
  )
}
