'use server'

import { parseRedirectsCsv } from '@/lib/redirects/csv'
import { REDIRECT_NOT_FOUND } from '@/lib/redirects/messages'
import type { RedirectRule } from '@/lib/redirects/types'
import {
  REDIRECTS_CSV_MAX_ROWS,
  deleteRedirectSchema,
  importRedirectsSchema,
  redirectFormSchema,
  updateRedirectSchema,
} from '@/lib/validations/redirects'
import { AUDIT_ACTIONS, recordAudit } from '../audit/log'
import { adminAction } from '../auth/action'
import { ActionError } from '../auth/errors'
import { getDatabase } from '../db'
import { getEnv } from '../env'
import { invalidateRedirects } from './runtime'
import { inputErrorsOf, importErrorsOf, rewriteDetails } from './action-errors'
import { RedirectInputError, writeRedirects, type WriteRedirectsResult } from './write'

export interface SavedRedirect {
  rule: RedirectRule
  /** Other rules whose target now goes straight to this one's (a collapsed chain). */
  rewritten: number
}

async function saveOne(
  input: Parameters<typeof writeRedirects>[1][number],
  actor: { id: string; email: string },
  editId?: string,
): Promise<SavedRedirect> {
  const { db } = getDatabase()
  const saved = await db.transaction().execute(async (trx) => {
    const before = editId
      ? await trx.selectFrom('redirects').selectAll().where('id', '=', editId).executeTakeFirst()
      : undefined
    let result: WriteRedirectsResult
    try {
      result = await writeRedirects(trx, [input], {
        origin: 'manual',
        actorId: actor.id,
        siteUrl: getEnv().SITE_URL,
        onTaken: 'refuse',
        editId,
      })
    } catch (error) {
      if (error instanceof RedirectInputError) throw inputErrorsOf(error)
      throw error
    }
    const [rule] = result.rules
    if (!rule) throw new ActionError(REDIRECT_NOT_FOUND)
    const details = before
      ? {
          changes: Object.fromEntries(
            (
              [
                ['source', before.source_path, rule.source],
                ['target', before.target, rule.target],
                ['status', before.status, rule.status],
                ['match', before.match, rule.match],
              ] as const
            )
              .filter(([, from, to]) => from !== to)
              .map(([key, from, to]) => [key, [from, to]]),
          ),
          ...rewriteDetails(result.rewritten),
        }
      : {
          target: rule.target,
          status: rule.status,
          match: rule.match,
          ...rewriteDetails(result.rewritten),
        }
    await recordAudit(trx, {
      action: editId ? AUDIT_ACTIONS.redirectUpdated : AUDIT_ACTIONS.redirectCreated,
      actor,
      target: { type: 'redirect', id: rule.id, label: rule.source },
      details,
    })
    return { rule, rewritten: result.rewritten.length }
  })
  await invalidateRedirects()
  return saved
}

/** "Novo redirecionamento": one rule, its chain collapsed; a loop or a taken source refused. */
export const createRedirectAction = adminAction(
  { role: 'admin', schema: redirectFormSchema },
  async (input, session) => saveOne(input, session.user),
)

/** Edits a rule; the rules that led to it are collapsed into its new target. */
export const updateRedirectAction = adminAction(
  { role: 'admin', schema: updateRedirectSchema },
  async ({ id, ...input }, session) => saveOne(input, session.user, id),
)

/** Deletes a rule: the address answers whatever the site has there again. */
export const deleteRedirectAction = adminAction(
  { role: 'admin', schema: deleteRedirectSchema },
  async ({ id }, session) => {
    const { db } = getDatabase()
    await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('redirects')
        .select(['source_path', 'target', 'status', 'match', 'origin'])
        .where('id', '=', id)
        .executeTakeFirst()
      if (!row) throw new ActionError(REDIRECT_NOT_FOUND)
      await trx.deleteFrom('redirects').where('id', '=', id).execute()
      await recordAudit(trx, {
        action: AUDIT_ACTIONS.redirectDeleted,
        actor: session.user,
        target: { type: 'redirect', id, label: row.source_path },
        details: { target: row.target, status: row.status, match: row.match, origin: row.origin },
      })
    })
    await invalidateRedirects()
    return { id }
  },
)

export interface ImportedRedirects {
  created: number
  updated: number
  unchanged: number
  rewritten: number
}

/**
 * "Importar CSV": every row is checked and planned first; one bad row (with its line in the
 * message) and nothing is written. A row for a source that already has a rule of the same
 * match type replaces it: the file says what the rule is now.
 */
export const importRedirectsAction = adminAction(
  { role: 'admin', schema: importRedirectsSchema },
  async ({ csv, fileName }, session): Promise<ImportedRedirects> => {
    const parsed = parseRedirectsCsv(csv, REDIRECTS_CSV_MAX_ROWS)
    if (!parsed.ok) throw importErrorsOf(parsed.errors)
    const { db } = getDatabase()
    const result = await db.transaction().execute(async (trx) => {
      let written: WriteRedirectsResult
      try {
        written = await writeRedirects(trx, parsed.rows, {
          origin: 'manual',
          actorId: session.user.id,
          siteUrl: getEnv().SITE_URL,
          onTaken: 'replace',
        })
      } catch (error) {
        if (!(error instanceof RedirectInputError)) throw error
        throw importErrorsOf(
          error.problems.map(
            (problem) => `Linha ${parsed.rows[problem.index]?.line ?? '?'}: ${problem.message}`,
          ),
        )
      }
      const counts = {
        created: written.created,
        updated: written.updated,
        unchanged: written.unchanged,
        rewritten: written.rewritten.length,
      }
      await recordAudit(trx, {
        action: AUDIT_ACTIONS.redirectsImported,
        actor: session.user,
        target: { type: 'redirect', id: 'csv', label: fileName || 'CSV' },
        details: { rows: parsed.rows.length, ...counts },
      })
      return counts
    })
    await invalidateRedirects()
    return result
  },
)
