'use client'

import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import type { LinkSuggestion } from '@/server/checklist/queries'
import { postPath } from '@/lib/blog-paths'

export type FoundPost = Pick<LinkSuggestion, 'title' | 'slug' | 'categoryName'>

/** The answer to one query; while the query typed differs, it is loading. */
type Answer = { query: string } & (
  { state: 'error'; message: string } | { state: 'ready'; posts: FoundPost[] }
)

/** Typing pauses this long before the search runs. */
const SEARCH_DELAY_MS = 250

/**
 * Published posts by title, from the endpoint behind "Sugerir links internos": with nothing
 * typed, the newest. Arrow keys move from the field through the results; Enter picks one.
 */
export function LinkPostSearch({ onPick }: { onPick: (post: FoundPost) => void }) {
  const [text, setText] = useState('')
  const [query, setQuery] = useState('')
  const [answer, setAnswer] = useState<Answer | null>(null)
  const list = useRef<HTMLUListElement>(null)

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [text])

  useEffect(() => {
    const controller = new AbortController()
    const params = new URLSearchParams(query ? { q: query } : {})
    fetch(`/api/checklist/suggestions?${params}`, {
      signal: controller.signal,
      credentials: 'same-origin',
    })
      .then(async (response) => {
        const body = (await response.json()) as { posts?: FoundPost[]; error?: string }
        if (!response.ok || !body.posts) throw new Error(body.error ?? '')
        setAnswer({ query, state: 'ready', posts: body.posts })
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return
        const message = failure instanceof Error && failure.message ? failure.message : ''
        setAnswer({
          query,
          state: 'error',
          message: message || 'Não foi possível buscar os posts.',
        })
      })
    return () => controller.abort()
  }, [query])

  const search = answer?.query === query ? answer : ({ state: 'loading' } as const)

  function results(): HTMLButtonElement[] {
    return [...(list.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])]
  }

  function onFieldKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      // Searches at once instead of submitting the address field's form.
      event.preventDefault()
      setQuery(text.trim())
    } else if (event.key === 'ArrowDown') {
      event.preventDefault()
      results()[0]?.focus()
    }
  }

  function onListKey(event: KeyboardEvent<HTMLUListElement>) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    const buttons = results()
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement)
    const next = index + (event.key === 'ArrowDown' ? 1 : -1)
    if (next < 0) document.getElementById('link-busca')?.focus()
    else buttons[Math.min(next, buttons.length - 1)]?.focus()
  }

  return (
    <div className="space-y-2" data-link-search="">
      <label htmlFor="link-busca" className="text-sm font-medium text-ink">
        Ou escolha um post publicado
      </label>
      <input
        id="link-busca"
        type="search"
        value={text}
        maxLength={100}
        autoComplete="off"
        placeholder="Buscar pelo título"
        aria-describedby="link-busca-status"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onFieldKey}
        className="block h-11 w-full rounded-lg border border-slate-500 bg-white px-3 text-base text-ink placeholder:text-slate-500"
      />
      <p id="link-busca-status" role="status" className="text-sm text-ink-muted">
        {search.state === 'loading'
          ? 'Buscando posts...'
          : search.state === 'error'
            ? search.message
            : search.posts.length === 0
              ? 'Nenhum post publicado encontrado.'
              : query
                ? `${search.posts.length} ${search.posts.length === 1 ? 'post encontrado' : 'posts encontrados'}`
                : 'Posts publicados mais recentes'}
      </p>
      {search.state === 'ready' && search.posts.length > 0 ? (
        <ul
          ref={list}
          onKeyDown={onListKey}
          aria-label="Posts publicados"
          className="max-h-56 space-y-1 overflow-y-auto rounded-lg border border-line p-1"
        >
          {search.posts.map((post) => (
            <li key={post.slug}>
              <button
                type="button"
                onClick={() => onPick(post)}
                data-link-post={post.slug}
                className="flex w-full flex-col rounded-md px-3 py-2 text-left text-sm hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-2"
              >
                <span className="font-medium text-ink">{post.title}</span>
                <span className="text-xs break-all text-ink-muted">{postPath(post.slug)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
