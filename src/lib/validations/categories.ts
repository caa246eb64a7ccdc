import { z } from 'zod'

export const CATEGORY_NAME_MAX = 80
export const CATEGORY_SLUG_MAX = 80
export const CATEGORY_DESCRIPTION_MAX = 300

/** The spec's toast when name or slug is missing; the action returns the description as its error. */
export const CATEGORY_REQUIRED_TITLE = 'Campos obrigatórios'
export const CATEGORY_REQUIRED_MESSAGE = 'Preencha nome e slug'
export const CATEGORY_SLUG_TAKEN_MESSAGE = 'Este slug já está em uso por outra categoria.'
export const CATEGORY_NOT_FOUND_MESSAGE =
  'Esta categoria não existe mais. Recarregue a página para ver a lista atual.'

/** What slugify produces: lowercase letters and digits in groups joined by single hyphens. */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

const categoryFields = z.object({
  name: z
    .string()
    .trim()
    .max(CATEGORY_NAME_MAX, `O nome deve ter no máximo ${CATEGORY_NAME_MAX} caracteres.`),
  slug: z
    .string()
    .trim()
    .max(CATEGORY_SLUG_MAX, `O slug deve ter no máximo ${CATEGORY_SLUG_MAX} caracteres.`)
    // Empty is reported once, by the required check below, not also as a bad format.
    .refine(
      (slug) => slug === '' || SLUG_PATTERN.test(slug),
      'Use apenas letras minúsculas sem acento, números e hífens simples (ex.: midia-paga).',
    ),
  description: z
    .string()
    .trim()
    .max(
      CATEGORY_DESCRIPTION_MAX,
      `A descrição deve ter no máximo ${CATEGORY_DESCRIPTION_MAX} caracteres.`,
    )
    .optional()
    .transform((description) => description || null),
})

/**
 * Name and slug are required (spec section 5): the form-level message is the toast's
 * description, and each empty field is marked too so the form can point at it.
 */
function requireNameAndSlug(
  { name, slug }: { name: string; slug: string },
  context: z.core.$RefinementCtx,
): void {
  if (name && slug) return
  context.addIssue({ code: 'custom', message: CATEGORY_REQUIRED_MESSAGE, path: [] })
  if (!name) context.addIssue({ code: 'custom', message: 'Informe o nome.', path: ['name'] })
  if (!slug) context.addIssue({ code: 'custom', message: 'Informe o slug.', path: ['slug'] })
}

export const createCategorySchema = categoryFields.superRefine(requireNameAndSlug)

export const updateCategorySchema = categoryFields
  .extend({ id: z.string().trim().min(1, 'Categoria inválida.').max(100) })
  .superRefine(requireNameAndSlug)

export const deleteCategorySchema = z.object({
  id: z.string().trim().min(1, 'Categoria inválida.').max(100),
})

export type CategoryInput = z.input<typeof createCategorySchema>
export type UpdateCategoryInput = z.input<typeof updateCategorySchema>
