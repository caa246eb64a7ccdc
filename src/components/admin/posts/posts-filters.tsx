'use client'

import { Search } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState, useTransition, type FormEvent } from 'react'
import type { CategoryOption } from '@/server/posts/queries'
import { postsHref, type PostsQuery } from './posts-query'

const SEARCH_DELAY_MS = 300

const selectStyles =
  'h-11 w-full rounded-lg border border-slate-500 bg-white px-3 text-base text-ink sm:w-52'

/**
 * Search box and the two filters. Every change becomes the URL (`?q=&status=&categoria=`),
 * and the server renders the list for it; typing waits for a pause before searching.
 * Without JavaScript the same fields submit as a plain GET form.
 */
export function PostsFilters({
  query,
  categories,
}: {
  query: PostsQuery
  categories: CategoryOption[]
}) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  const [text, setText] = useState(query.q)
  const [seenQ, setSeenQ] = useState(query.q)
  const [pushedQ, setPushedQ] = useState(query.q)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  // The URL changed without this box (back button, a link): show what the list shows.
  if (query.q !== seenQ) {
    setSeenQ(query.q)
    if (query.q !== pushedQ) setText(query.q)
  }

  useEffect(() => () => clearTimeout(timer.current), [])

  function go(changes: Partial<PostsQuery>, replace = false) {
    clearTimeout(timer.current)
    // What is typed counts even if the pause that would search it has not come yet.
    const next = { q: text, ...changes, pagina: 1 }
    setPushedQ(next.q.trim())
    const href = postsHref(query, next)
    startTransition(() => {
      if (replace) router.replace(href, { scroll: false })
      else router.push(href, { scroll: false })
    })
  }

  function type(value: string) {
    setText(value)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => go({ q: value }, true), SEARCH_DELAY_MS)
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    go({ q: text })
  }

  return (
    <form
      action="/admin/posts"
      method="get"
      role="search"
      onSubmit={submit}
      aria-busy={pending}
      data-posts-filters=""
      className="mb-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center"
    >
      <div className="relative flex-1 sm:min-w-64">
        <label htmlFor="buscar-posts" className="sr-only">
          Buscar posts
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
          aria-hidden="true"
        />
        <input
          id="buscar-posts"
          type="search"
          name="q"
          value={text}
          maxLength={200}
          placeholder="Buscar posts..."
          autoComplete="off"
          onChange={(event) => type(event.target.value)}
          className="h-11 w-full rounded-lg border border-slate-500 bg-white pr-3 pl-9 text-base text-ink placeholder:text-slate-500"
        />
      </div>
      <label htmlFor="filtro-status" className="sr-only">
        Filtrar por status
      </label>
      <select
        id="filtro-status"
        name="status"
        key={`status-${query.status}`}
        defaultValue={query.status}
        onChange={(event) => go({ status: event.target.value as PostsQuery['status'] })}
        className={selectStyles}
      >
        <option value="">Todos os status</option>
        <option value="publicado">Publicado</option>
        <option value="rascunho">Rascunho</option>
        <option value="arquivado">Arquivado</option>
        <option value="agendado">Agendado</option>
      </select>
      <label htmlFor="filtro-categoria" className="sr-only">
        Filtrar por categoria
      </label>
      <select
        id="filtro-categoria"
        name="categoria"
        key={`categoria-${query.categoria}`}
        defaultValue={query.categoria}
        onChange={(event) => go({ categoria: event.target.value })}
        className={selectStyles}
      >
        <option value="">Todas categorias</option>
        {categories.map((category) => (
          <option key={category.id} value={category.slug}>
            {category.name}
          </option>
        ))}
      </select>
      <button type="submit" className="sr-only">
        Filtrar
      </button>
    </form>
  )
}
