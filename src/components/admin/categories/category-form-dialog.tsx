'use client'

import { Dialog } from 'radix-ui'
import { X } from 'lucide-react'
import { useState, useTransition, type FormEvent } from 'react'
import { toast } from 'sonner'
import { buttonStyles } from '@/components/ui/button-styles'
import { slugify } from '@/lib/text'
import {
  CATEGORY_DESCRIPTION_MAX,
  CATEGORY_NAME_MAX,
  CATEGORY_REQUIRED_MESSAGE,
  CATEGORY_REQUIRED_TITLE,
  CATEGORY_SLUG_MAX,
  createCategorySchema,
} from '@/lib/validations/categories'
import { createCategoryAction, updateCategoryAction } from '@/server/categories/actions'
import { FormField } from '../ui/form-field'
import { DescriptionField } from './description-field'
import { dialogStyles } from './dialog-styles'
import type { CategoryRow } from './types'

type Field = 'name' | 'slug' | 'description'
type FieldErrors = Partial<Record<Field, string>>

function firstErrors(fieldErrors: Record<string, string[] | undefined> | undefined): FieldErrors {
  const out: FieldErrors = {}
  for (const field of ['name', 'slug', 'description'] as const) {
    const message = fieldErrors?.[field]?.[0]
    if (message) out[field] = message
  }
  return out
}

/** 'Nova Categoria' (category null) or 'Editar Categoria'; closes itself after a save. */
export function CategoryFormDialog({
  open,
  category,
  onOpenChange,
  onSaved,
}: {
  open: boolean
  category: CategoryRow | null
  onOpenChange: (open: boolean) => void
  onSaved: () => void
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogStyles.overlay} />
        <Dialog.Content
          className={dialogStyles.content}
          aria-describedby={undefined}
          data-category-dialog=""
        >
          <Dialog.Title className={dialogStyles.title}>
            {category ? 'Editar Categoria' : 'Nova Categoria'}
          </Dialog.Title>
          <Dialog.Close
            aria-label="Fechar"
            className="absolute top-4 right-4 inline-flex size-10 items-center justify-center rounded-lg text-ink-muted hover:bg-brand-50"
          >
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
          {/* Keyed so every opening starts from the category's saved values. */}
          <CategoryForm
            key={category?.id ?? 'new'}
            category={category}
            onCancel={() => onOpenChange(false)}
            onSaved={onSaved}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function CategoryForm({
  category,
  onCancel,
  onSaved,
}: {
  category: CategoryRow | null
  onCancel: () => void
  onSaved: () => void
}) {
  const [name, setName] = useState(category?.name ?? '')
  const [slug, setSlug] = useState(category?.slug ?? '')
  const [description, setDescription] = useState(category?.description ?? '')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [pending, startTransition] = useTransition()

  function clearErrors(...fields: Field[]) {
    setErrors((current) => {
      const next = { ...current }
      for (const field of fields) delete next[field]
      return next
    })
  }

  function changeName(value: string) {
    setName(value)
    // Spec: like a new post's title, a new category's name rewrites the slug on every change
    // (hand edits included). An existing category keeps its slug, so its public URL stays put
    // unless someone changes the slug on purpose.
    if (category) clearErrors('name')
    else {
      setSlug(slugify(value))
      clearErrors('name', 'slug')
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const input = { name, slug, description }
    const parsed = createCategorySchema.safeParse(input)
    if (!parsed.success) {
      const fieldErrors: Record<string, string[]> = {}
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '')
        if (key) fieldErrors[key] = [...(fieldErrors[key] ?? []), issue.message]
      }
      setErrors(firstErrors(fieldErrors))
      if (parsed.error.issues.some((issue) => issue.message === CATEGORY_REQUIRED_MESSAGE))
        toast.error(CATEGORY_REQUIRED_TITLE, { description: CATEGORY_REQUIRED_MESSAGE })
      return
    }
    setErrors({})
    startTransition(async () => {
      const result = category
        ? await updateCategoryAction({ id: category.id, ...input })
        : await createCategoryAction(input)
      if (!result.ok) {
        setErrors(firstErrors(result.fieldErrors))
        toast.error('Erro ao salvar categoria', { description: result.error })
        return
      }
      toast.success(
        category ? 'Categoria atualizada com sucesso!' : 'Categoria criada com sucesso!',
      )
      onSaved()
    })
  }

  return (
    <form onSubmit={submit} noValidate className="mt-5 space-y-4" data-category-form="">
      <FormField
        id="categoria-nome"
        label="Nome *"
        required
        autoComplete="off"
        maxLength={CATEGORY_NAME_MAX}
        value={name}
        onChange={(event) => changeName(event.target.value)}
        error={errors.name}
      />
      <FormField
        id="categoria-slug"
        label="Slug *"
        required
        autoComplete="off"
        spellCheck={false}
        maxLength={CATEGORY_SLUG_MAX}
        hint={
          category
            ? 'Endereço da página: /blog/categoria/slug. Mudar o slug muda o endereço.'
            : 'Gerado a partir do nome; pode ser editado.'
        }
        inputClassName="font-mono"
        value={slug}
        onChange={(event) => {
          setSlug(event.target.value)
          clearErrors('slug')
        }}
        error={errors.slug}
      />
      <DescriptionField
        id="categoria-descricao"
        label="Descrição"
        max={CATEGORY_DESCRIPTION_MAX}
        value={description}
        onChange={(value) => {
          setDescription(value)
          clearErrors('description')
        }}
        error={errors.description}
      />
      <div className={dialogStyles.footer}>
        <button
          type="button"
          onClick={onCancel}
          disabled={pending}
          className={buttonStyles({ variant: 'ghost' })}
        >
          Cancelar
        </button>
        <button type="submit" disabled={pending} className={buttonStyles()}>
          {pending ? 'Salvando...' : category ? 'Atualizar' : 'Criar'}
        </button>
      </div>
    </form>
  )
}
