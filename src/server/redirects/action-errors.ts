import 'server-only'
import type { RewrittenTarget } from '@/lib/redirects/plan'
import { INVALID_INPUT_MESSAGE } from '../auth/action'
import { ActionError } from '../auth/errors'
import type { RedirectInputError } from './write'

/** Most lines of a bad file listed back; the count says how many more there are. */
const MAX_LISTED_ERRORS = 50

/** A refused form: each message under its field (a loop is the target's). */
export function inputErrorsOf(error: RedirectInputError): ActionError {
  const fieldErrors: Record<string, string[]> = {}
  for (const problem of error.problems) {
    const field = problem.field ?? 'form'
    fieldErrors[field] = [...(fieldErrors[field] ?? []), problem.message]
  }
  const only = error.problems.length === 1 ? error.problems[0] : undefined
  return new ActionError(only?.message ?? INVALID_INPUT_MESSAGE, fieldErrors)
}

/** A refused CSV: nothing was written; the lines and their problems under `csv`. */
export function importErrorsOf(lines: readonly string[]): ActionError {
  const listed = lines.slice(0, MAX_LISTED_ERRORS)
  if (lines.length > listed.length)
    listed.push(`… e mais ${lines.length - listed.length} problemas.`)
  const count = lines.length === 1 ? '1 problema' : `${lines.length} problemas`
  return new ActionError(`O arquivo tem ${count}; nada foi importado.`, { csv: listed })
}

/** The audit entry's note of the chains a save collapsed (a few, and how many). */
export function rewriteDetails(rewritten: readonly RewrittenTarget[]): Record<string, unknown> {
  if (rewritten.length === 0) return {}
  return {
    collapsed: rewritten.length,
    collapsedRules: rewritten
      .slice(0, 10)
      .map((rewrite) => `${rewrite.source}: ${rewrite.before} → ${rewrite.target}`),
  }
}
