'use client'

import { useState, type FormEvent } from 'react'
import type { z } from 'zod'
import { firstFieldErrors, focusFirstInvalid } from './field-errors'

/**
 * The submit half both login forms share: validate with the same zod schema as the server,
 * show each field's first error, move focus to the first invalid field, and mark the form busy.
 */
export function useValidatedForm<Schema extends z.ZodType, Field extends string>(
  schema: Schema,
  order: readonly Field[],
) {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [busy, setBusy] = useState(false)

  /** The data to send, or null when the form is busy or invalid (errors are then shown). */
  function validate(event: FormEvent<HTMLFormElement>, values: unknown): z.output<Schema> | null {
    event.preventDefault()
    if (busy) return null
    const parsed = schema.safeParse(values)
    if (!parsed.success) {
      const fieldErrors = firstFieldErrors<Field>(parsed.error)
      setErrors(fieldErrors)
      focusFirstInvalid(event.currentTarget, order, fieldErrors)
      return null
    }
    setErrors({})
    setBusy(true)
    return parsed.data
  }

  return { errors, busy, setBusy, validate }
}
