import type { z } from 'zod'

/** The first message of each field, the one the form shows under that field. */
export function firstFieldErrors<Field extends string>(
  error: z.ZodError,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {}
  for (const issue of error.issues) {
    const field = issue.path[0]
    if (typeof field !== 'string' || field in errors) continue
    errors[field as Field] = issue.message
  }
  return errors
}

/** Moves focus to the first field (in form order) that has an error, so it is read out. */
export function focusFirstInvalid<Field extends string>(
  form: HTMLFormElement,
  order: readonly Field[],
  errors: Partial<Record<Field, string>>,
): void {
  const name = order.find((field) => errors[field])
  if (!name) return
  const element = form.elements.namedItem(name)
  if (element instanceof HTMLInputElement) element.focus()
}
