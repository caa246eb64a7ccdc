'use client'

import type { Editor } from '@tiptap/react'
import { useState } from 'react'
import { postPath } from '@/lib/blog-paths'
import { outlineBody } from '@/lib/checklist/body-outline'
import { linkedPostSlugs } from '@/lib/checklist/internal-links'
import type { LinkSuggestion } from '@/server/checklist/queries'

/**
 * "Sugerir links": published posts sharing the post's category or tags (or whose title matches
 * what is typed), each inserted as a link where the cursor is in the body, on the selected text
 * or, with none, on the post's title. Posts the body already links to are not offered.
 */
export function LinkPicker({
  postId,
  categoryId,
  tags,
  editor,
}: {
  postId: string | null
  categoryId: string
  tags: string[]
  editor: Editor | null
}) {
  const [open, setOpen] = useState(false)
  const [search, setSearch] = useState('')
  const [posts, setPosts] = useState<LinkSuggestion[] | null>(null)
  const [error, setError] = useState('')

  async function load(query: string) {
    const params = new URLSearchParams()
    if (postId) params.set('post', postId)
    if (categoryId) params.set('categoria', categoryId)
    for (const tag of tags) params.append('tag', tag)
    if (query.trim()) params.set('q', query.trim())
    const body = editor?.getHTML() ?? ''
    for (const slug of linkedPostSlugs(outlineBody(body).links)) params.append('linkado', slug)
    setError('')
    try {
      const response = await fetch(`/api/checklist/suggestions?${params}`)
      const body = (await response.json()) as { posts?: LinkSuggestion[]; error?: string }
      if (!response.ok || !body.posts) throw new Error(body.error)
      setPosts(body.posts)
    } catch (failure) {
      setPosts([])
      setError(failure instanceof Error && failure.message ? failure.message : 'Tente novamente.')
    }
  }

  function insert(post: LinkSuggestion) {
    if (!editor) return
    const href = postPath(post.slug)
    const { empty } = editor.state.selection
    const chain = editor.chain().focus()
    if (empty)
      chain
        .insertContent({
          type: 'text',
          text: post.title,
          marks: [{ type: 'link', attrs: { href } }],
        })
        .insertContent(' ')
        .run()
    else chain.setLink({ href }).run()
    // Linked now: no longer a suggestion.
    setPosts((current) => current?.filter((item) => item.slug !== post.slug) ?? null)
  }

  if (!open)
    return (
      <button
        type="button"
        className="text-sm font-medium text-brand-700 underline"
        onClick={() => {
          setOpen(true)
          void load('')
        }}
      >
        Sugerir links internos
      </button>
    )
  return (
    <section
      aria-labelledby="sugestoes-links"
      className="space-y-2 rounded-lg border border-line p-3"
    >
      <h3 id="sugestoes-links" className="text-sm font-semibold text-ink">
        Posts publicados relacionados
      </h3>
      {/* Not a <form>: this sits inside the editor's form. */}
      <div role="search" className="flex gap-2">
        <label htmlFor="buscar-links" className="sr-only">
          Buscar posts pelo título
        </label>
        <input
          id="buscar-links"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return
            event.preventDefault()
            void load(search)
          }}
          placeholder="Buscar pelo título"
          className="h-9 min-w-0 flex-1 rounded-lg border border-slate-500 px-2 text-sm"
        />
        <button
          type="button"
          onClick={() => void load(search)}
          className="rounded-lg border border-slate-500 px-2 text-sm"
        >
          Buscar
        </button>
      </div>
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
      {posts === null ? <p className="text-sm text-ink-muted">Carregando...</p> : null}
      {posts?.length === 0 && !error ? (
        <p className="text-sm text-ink-muted">Nenhum post publicado encontrado.</p>
      ) : null}
      <ul className="space-y-2">
        {posts?.map((post) => (
          <li key={post.slug} className="text-sm">
            <p className="font-medium text-ink">{post.title}</p>
            <p className="text-xs text-ink-muted">
              {[post.categoryName, ...post.sharedTags].filter(Boolean).join(' · ')}
            </p>
            <button
              type="button"
              disabled={!editor}
              onClick={() => insert(post)}
              className="text-xs font-medium text-brand-700 underline disabled:opacity-50"
              aria-label={`Inserir link para "${post.title}"`}
            >
              Inserir link
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
