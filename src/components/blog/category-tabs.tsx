import type { CategoryWithCount } from '@/server/blog/public-posts'
import { categoryTabPath } from '@/lib/blog-paths'

/**
 * The index's category filter as plain links: each tab is a shareable URL
 * (/blog?categoria=martech), works without JavaScript and with the keyboard.
 * Plain <a>, not next/link: each tab is a prerendered page reached through a rewrite of the
 * query string, which the client router cannot see (it would keep showing the 'Todos' page).
 */
export function CategoryTabs({
  categories,
  selected,
}: {
  categories: readonly CategoryWithCount[]
  selected: string | null
}) {
  const tabs = [
    { slug: null, name: 'Todos' },
    ...categories.map((category) => ({ slug: category.slug, name: category.name })),
  ]
  return (
    <nav aria-label="Categorias do blog" data-category-tabs="">
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => {
          const current = tab.slug === selected
          return (
            <li key={tab.slug ?? 'todos'}>
              <a
                href={categoryTabPath(tab.slug)}
                aria-current={current ? 'page' : undefined}
                data-tab={tab.slug ?? 'todos'}
                className={[
                  'inline-flex min-h-10 items-center rounded-3xl border px-4 py-1.5 text-sm font-semibold transition-colors motion-reduce:transition-none',
                  current
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-line bg-white text-ink hover:border-brand-300 hover:text-brand-700',
                ].join(' ')}
              >
                {tab.name}
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
