import 'server-only'
import { unstable_rethrow } from 'next/navigation'
import { z } from 'zod'
import type { Role } from '../db/types'
import { ActionError, AuthError } from './errors'
import { requireRole, type SessionContext } from './session'

export type ActionResult<T> =
  | { ok: true; data: T }
  | {
      ok: false
      error: string
      fieldErrors?: Record<string, string[] | undefined>
      status?: number
    }

export const INVALID_INPUT_MESSAGE = 'Verifique os campos destacados.'
export const UNEXPECTED_ERROR_MESSAGE = 'Algo deu errado. Tente novamente.'

/**
 * The one wrapper every admin server action goes through, in the house order:
 * role check, safeParse, then the handler (write in a transaction, invalidate cache tags).
 * Failures come back as values with pt-BR messages; nothing is thrown at the client.
 */
export function adminAction<Schema extends z.ZodType, Output>(
  options: { role: Role; schema: Schema },
  handler: (input: z.output<Schema>, session: SessionContext) => Promise<Output>,
): (input: z.input<Schema>) => Promise<ActionResult<Output>> {
  return async (input) => {
    let session: SessionContext
    try {
      session = await requireRole(options.role)
    } catch (error) {
      if (error instanceof AuthError)
        return { ok: false, error: error.message, status: error.status }
      throw error
    }
    const parsed = options.schema.safeParse(input)
    if (!parsed.success) {
      const { fieldErrors, formErrors } = z.flattenError(parsed.error)
      return {
        ok: false,
        error: formErrors[0] ?? INVALID_INPUT_MESSAGE,
        fieldErrors: fieldErrors as Record<string, string[] | undefined>,
        status: 400,
      }
    }
    try {
      return { ok: true, data: await handler(parsed.data, session) }
    } catch (error) {
      unstable_rethrow(error)
      if (error instanceof ActionError) {
        return { ok: false, error: error.message, fieldErrors: error.fieldErrors, status: 400 }
      }
      if (error instanceof AuthError)
        return { ok: false, error: error.message, status: error.status }
      console.error('Falha inesperada em uma ação do admin', error)
      return { ok: false, error: UNEXPECTED_ERROR_MESSAGE, status: 500 }
    }
  }
}
