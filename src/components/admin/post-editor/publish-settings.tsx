'use client'

import { Switch } from 'radix-ui'
import { STATUS_LABELS } from '@/components/admin/dashboard/status-badge'
import type { PostStatus } from '@/server/db/types'
import type { CategoryOption } from '@/server/posts/queries'
import { FieldError } from './field-error'

/** Where a featured post really shows: the 'Destaques' section of /blog ('Todos' tab). */
export const FEATURED_HINT = 'Aparece em Destaques, no topo da página do blog.'

const selectStyles =
  'h-11 w-full rounded-lg border border-slate-500 bg-white px-3 text-base text-ink aria-[invalid=true]:border-red-700'

/** Categoria, 'Post em Destaque' and Status. */
export function PublishSettings({
  categories,
  categoryId,
  featured,
  status,
  errors,
  onCategory,
  onFeatured,
  onStatus,
}: {
  categories: CategoryOption[]
  categoryId: string
  featured: boolean
  status: PostStatus
  errors: { categoryId?: string; status?: string }
  onCategory: (id: string) => void
  onFeatured: (featured: boolean) => void
  onStatus: (status: PostStatus) => void
}) {
  return (
    <>
      <div className="space-y-1.5">
        <label htmlFor="status" className="text-sm font-medium text-ink">
          Status
        </label>
        <select
          id="status"
          value={status}
          onChange={(event) => onStatus(event.target.value as PostStatus)}
          aria-invalid={errors.status ? true : undefined}
          aria-describedby={errors.status ? 'status-error' : undefined}
          className={selectStyles}
        >
          {/* The spec's order: Rascunho, Publicado, Arquivado. */}
          {(['draft', 'published', 'archived'] as const satisfies readonly PostStatus[]).map(
            (value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ),
          )}
        </select>
        <FieldError id="status-error" message={errors.status} />
      </div>
      <div className="space-y-1.5">
        <label htmlFor="categoria" className="text-sm font-medium text-ink">
          Categoria
        </label>
        <select
          id="categoria"
          value={categoryId}
          onChange={(event) => onCategory(event.target.value)}
          aria-invalid={errors.categoryId ? true : undefined}
          aria-describedby={errors.categoryId ? 'categoria-error' : undefined}
          className={selectStyles}
        >
          <option value="">Sem categoria</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
        <FieldError id="categoria-error" message={errors.categoryId} />
      </div>
      <div className="flex items-start justify-between gap-4">
        <div>
          <label htmlFor="destaque" className="text-sm font-medium text-ink">
            Post em Destaque
          </label>
          <p id="destaque-hint" className="text-sm text-ink-muted">
            {FEATURED_HINT}
          </p>
        </div>
        <Switch.Root
          id="destaque"
          checked={featured}
          onCheckedChange={onFeatured}
          aria-describedby="destaque-hint"
          className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-slate-500 transition-colors data-[state=checked]:bg-brand-700 motion-reduce:transition-none"
        >
          <Switch.Thumb className="block size-6 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem] motion-reduce:transition-none" />
        </Switch.Root>
      </div>
    </>
  )
}
