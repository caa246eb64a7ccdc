'use client'

import { X } from 'lucide-react'
import { useState, type KeyboardEvent } from 'react'
import { buttonStyles } from '@/components/ui/button-styles'
import { normalizeTags, TAG_MAX, TAGS_MAX } from '@/lib/validations/posts'
import { FieldError } from './field-error'

const ID = 'tags'

/** Tags: trimmed, empty and repeated ones ignored, Enter adds, clicking a chip removes it. */
export function TagsField({
  tags,
  onChange,
  error,
}: {
  tags: string[]
  onChange: (tags: string[]) => void
  error?: string
}) {
  const [text, setText] = useState('')
  const full = tags.length >= TAGS_MAX

  function add() {
    const next = normalizeTags([...tags, text])
    if (next.length <= TAGS_MAX) onChange(next)
    setText('')
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return
    event.preventDefault()
    add()
  }

  const describedBy = [`${ID}-hint`, error ? `${ID}-error` : ''].filter(Boolean).join(' ')
  return (
    <div className="space-y-2" data-tags-field="">
      <label htmlFor={ID} className="text-sm font-medium text-ink">
        Tags
      </label>
      <div className="flex gap-2">
        <input
          id={ID}
          type="text"
          value={text}
          maxLength={TAG_MAX}
          disabled={full}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          placeholder="Digite uma tag"
          className="h-11 min-w-0 flex-1 rounded-lg border border-slate-500 bg-white px-3 text-base text-ink placeholder:text-slate-500 disabled:opacity-60"
        />
        <button
          type="button"
          onClick={add}
          disabled={full}
          className={buttonStyles({ variant: 'secondary' })}
        >
          Adicionar
        </button>
      </div>
      <p id={`${ID}-hint`} className="text-sm text-ink-muted">
        {full
          ? `Limite de ${TAGS_MAX} tags atingido.`
          : `Enter adiciona. Até ${TAGS_MAX} tags de ${TAG_MAX} caracteres.`}
      </p>
      <FieldError id={`${ID}-error`} message={error} />
      {tags.length > 0 ? (
        <ul
          className="flex flex-wrap gap-2 wrap-anywhere"
          aria-label="Tags do post"
          data-tag-list=""
        >
          {tags.map((tag) => (
            <li key={tag}>
              <button
                type="button"
                onClick={() => onChange(tags.filter((t) => t !== tag))}
                aria-label={`Remover tag ${tag}`}
                data-tag={tag}
                className="inline-flex items-center gap-1 rounded-2xl bg-brand-50 px-3 py-1 text-left text-sm font-medium text-brand-800 ring-1 ring-brand-200 ring-inset hover:bg-brand-100"
              >
                {tag}
                <X className="size-3.5 shrink-0" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
