'use client'

import type { Editor } from '@tiptap/react'
import { useMemo, useSyncExternalStore } from 'react'
import { ChecklistItems } from './checklist-items'
import { focusTarget } from './focus-target'
import { LinkPicker } from './link-picker'
import { SearchPreview } from './search-preview'
import { useChecklist } from './use-checklist'
import { effectiveSlug } from '@/lib/checklist/meta-rules'
import { checklistSummary } from '@/lib/checklist/summary'
import { FOCUS_KEYWORD_MAX } from '@/lib/validations/posts'

const noSubscription = () => () => {}
const browserOrigin = () => window.location.origin
const serverOrigin = () => ''

export interface ChecklistFormValues {
  title: string
  slug: string
  description: string
  content: string
  coverImage: string
  categoryId: string
  tags: string[]
  focusKeyword: string
}

/**
 * "Checklist de publicação": the form's checks, live. Red items refuse publishing (the server
 * runs the same rules), amber ones are advice. With the focus keyword, the link picker and the
 * search and share previews.
 */
export function PublishChecklist({
  values,
  postId,
  editor,
  onFocusKeyword,
}: {
  values: ChecklistFormValues
  postId: string | null
  editor: Editor | null
  onFocusKeyword: (value: string) => void
}) {
  // The admin is served from the site's own origin: absolute links to it are internal.
  const siteOrigin = useSyncExternalStore(noSubscription, browserOrigin, serverOrigin)
  const { title, slug, description, content, focusKeyword } = values
  // One object per change of what the checklist reads: the debounce waits on its identity.
  const input = useMemo(
    () => ({ title, slug, description, content, focusKeyword }),
    [title, slug, description, content, focusKeyword],
  )
  const { checklist, linksFailed } = useChecklist(input, siteOrigin)

  return (
    <section aria-labelledby="checklist-titulo" className="space-y-4" data-publish-checklist="">
      <div>
        <h2 id="checklist-titulo" className="text-base font-semibold text-ink">
          Checklist de publicação
        </h2>
        <p role="status" className="text-sm text-ink-muted" data-checklist-summary="">
          {checklistSummary(checklist, values)}
        </p>
      </div>
      <div className="space-y-1.5">
        <label htmlFor="palavra-chave" className="text-sm font-medium text-ink">
          Palavra-chave principal
        </label>
        <input
          id="palavra-chave"
          value={focusKeyword}
          maxLength={FOCUS_KEYWORD_MAX}
          onChange={(event) => onFocusKeyword(event.target.value)}
          placeholder="Opcional, ex.: planejamento de mídia"
          className="h-10 w-full rounded-lg border border-slate-500 px-3 text-sm"
        />
      </div>
      <ChecklistItems items={checklist.items} onGo={(target) => focusTarget(target, editor)} />
      {linksFailed ? (
        <p className="text-sm text-amber-800">Não foi possível verificar os links agora.</p>
      ) : null}
      <LinkPicker
        postId={postId}
        categoryId={values.categoryId}
        tags={values.tags}
        editor={editor}
      />
      <SearchPreview
        title={values.title}
        slug={effectiveSlug(input)}
        description={values.description}
        coverImage={values.coverImage}
        siteOrigin={siteOrigin}
      />
    </section>
  )
}
