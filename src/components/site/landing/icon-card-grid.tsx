import type { IconItem } from './icon-item'

/** Cards of icon, h3 and text; the grid of problems, benefits and audiences. */
export function IconCardGrid({
  items,
  columns = 3,
  tone = 'white',
  dataName,
}: {
  items: readonly IconItem[]
  columns?: 2 | 3 | 4
  /** Card background: white on surface sections, surface on white ones. */
  tone?: 'white' | 'surface'
  /** data-* hook naming the list for tests, e.g. "problems". */
  dataName: string
}) {
  const grid = {
    2: 'md:grid-cols-2',
    3: 'md:grid-cols-2 lg:grid-cols-3',
    4: 'md:grid-cols-2 lg:grid-cols-4',
  }[columns]
  return (
    <ul data-list={dataName} className={`mt-12 grid gap-6 ${grid}`}>
      {items.map(({ icon: Icon, title, text }) => (
        <li
          key={title}
          className={`rounded-2xl border border-line p-6 ${tone === 'white' ? 'bg-white shadow-sm' : 'bg-surface'}`}
        >
          <span className="flex size-11 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <h3 className="mt-5 text-lg font-bold text-ink">{title}</h3>
          <p className="mt-2 leading-relaxed text-ink-muted">{text}</p>
        </li>
      ))}
    </ul>
  )
}
