import { Search } from 'lucide-react'
import Link from 'next/link'
import { buttonStyles } from '@/components/ui/button-styles'
import type { RedirectsQuery } from '@/lib/validations/redirects'

const PATH = '/admin/redirecionamentos'

/** The screen's address for a tab, a search and a page (defaults left out). */
export function redirectsHref(query: RedirectsQuery): string {
  const params = new URLSearchParams()
  if (query.aba === 'erros') params.set('aba', 'erros')
  if (query.busca) params.set('busca', query.busca)
  if (query.pagina > 1) params.set('pagina', String(query.pagina))
  const search = params.toString()
  return search ? `${PATH}?${search}` : PATH
}

const TABS = [
  { aba: 'regras', label: 'Regras' },
  { aba: 'erros', label: 'Erros 404' },
] as const

/** "Regras" and "Erros 404": links, so each is an address and works without JavaScript. */
export function RedirectsTabs({ query }: { query: RedirectsQuery }) {
  return (
    <nav aria-label="Seções de redirecionamentos" className="mb-6 border-b border-line">
      <ul className="-mb-px flex gap-1">
        {TABS.map((tab) => {
          const current = query.aba === tab.aba
          return (
            <li key={tab.aba}>
              <Link
                href={redirectsHref({ aba: tab.aba, busca: '', pagina: 1 })}
                aria-current={current ? 'page' : undefined}
                data-redirects-tab={tab.aba}
                className={`inline-flex min-h-11 items-center border-b-2 px-4 text-sm font-semibold ${
                  current
                    ? 'border-brand-700 text-brand-700'
                    : 'border-transparent text-ink-muted hover:text-ink'
                }`}
              >
                {tab.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

const inputStyles =
  'h-11 w-full rounded-lg border border-slate-500 bg-white px-3 pl-9 text-base text-ink placeholder:text-slate-500'

/** A plain GET form: the address holds the search, and it works without JavaScript. */
export function RedirectsSearch({ query }: { query: RedirectsQuery }) {
  const label =
    query.aba === 'erros' ? 'Buscar por endereço' : 'Buscar por endereço antigo ou destino'
  return (
    <form
      action={PATH}
      method="get"
      role="search"
      className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      {query.aba === 'erros' ? <input type="hidden" name="aba" value="erros" /> : null}
      <div className="relative flex-1">
        <label
          htmlFor="buscar-redirecionamentos"
          className="mb-1.5 block text-sm font-medium text-ink"
        >
          {label}
        </label>
        <Search
          className="pointer-events-none absolute bottom-3.5 left-3 size-4 text-ink-muted"
          aria-hidden="true"
        />
        <input
          id="buscar-redirecionamentos"
          type="search"
          name="busca"
          defaultValue={query.busca}
          maxLength={200}
          autoComplete="off"
          className={inputStyles}
        />
      </div>
      <button type="submit" className={buttonStyles({ variant: 'secondary' })}>
        Buscar
      </button>
      {query.busca ? (
        <Link
          href={redirectsHref({ ...query, busca: '', pagina: 1 })}
          className={buttonStyles({ variant: 'ghost' })}
        >
          Limpar
        </Link>
      ) : null}
    </form>
  )
}
