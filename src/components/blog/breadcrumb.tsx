import { ChevronRight } from '@/components/site/icons'

export type Crumb = { name: string; path: string }

/** Visible trail; the last item is the current page and is not a link. */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  return (
    <nav aria-label="Trilha de navegação" data-breadcrumb="">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-ink-muted">
        {items.map((item, index) => {
          const last = index === items.length - 1
          return (
            <li key={item.path} className="flex min-w-0 items-center gap-1.5">
              {last ? (
                <span aria-current="page" className="font-medium text-ink">
                  {item.name}
                </span>
              ) : (
                <>
                  <a href={item.path} className="hover:text-brand-700 hover:underline">
                    {item.name}
                  </a>
                  <ChevronRight className="size-4 shrink-0" aria-hidden="true" />
                </>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
