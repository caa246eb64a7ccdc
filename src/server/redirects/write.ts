import 'server-only'
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { parseSource, parseTarget } from '@/lib/redirects/input'
import { createRedirectTable } from '@/lib/redirects/matcher'
import { REDIRECT_NOT_FOUND, SOURCE_TAKEN } from '@/lib/redirects/messages'
import { planRedirectSave, type RewrittenTarget } from '@/lib/redirects/plan'
import type {
  RedirectMatch,
  RedirectOrigin,
  RedirectRule,
  RedirectStatus,
} from '@/lib/redirects/types'
import type { Database } from '../db/types'
import { clearAnsweredNotFound, lockRedirects, ruleOf } from './store'

/*
 * The one writer of rules: the admin's form and CSV, and the importer of WordPress and Ghost
 * exports, inside the caller's transaction. Each input is parsed, planned against the whole
 * table (chains collapsed, loops refused: src/lib/redirects/plan.ts) and only then written;
 * any refused input throws RedirectInputError and the caller's transaction writes nothing.
 * Each call reads the whole table once, so a batch goes in one call (an import: every old
 * address of the export at the end, origin 'import', onTaken 'replace-own'), and the caller
 * runs invalidateRedirects() (./runtime.ts) after its commit.
 */

export interface RedirectInput {
  source: string
  target: string
  status: RedirectStatus
  match: RedirectMatch
}

export interface WriteRedirectsOptions {
  origin: RedirectOrigin
  actorId: string | null
  /** SITE_URL: a target on this site is stored as its path. */
  siteUrl: string
  /**
   * A rule already there for the same source and match type: refused (the admin's form),
   * replaced (a CSV import: the file says what the rule is now), or replaced only when this
   * origin made it (the importer leaves an admin's own rule alone).
   */
  onTaken: 'refuse' | 'replace' | 'replace-own'
  /** The rule a single edit changes. */
  editId?: string
}

export interface InputProblem {
  /** Position of the input in the list. */
  index: number
  field: 'source' | 'target' | null
  message: string
}

export class RedirectInputError extends Error {
  constructor(readonly problems: InputProblem[]) {
    super(problems.map((problem) => problem.message).join(' '))
    this.name = 'RedirectInputError'
  }
}

export interface WriteRedirectsResult {
  /** The stored rule of each input, in order; null for one left alone (replace-own). */
  rules: (RedirectRule | null)[]
  created: number
  updated: number
  unchanged: number
  skipped: number
  /** Other rules whose target was collapsed into a saved one. */
  rewritten: RewrittenTarget[]
}

const keyOf = (source: string, match: RedirectMatch) => `${match}\0${source}`

export async function writeRedirects(
  trx: Kysely<Database>,
  inputs: readonly RedirectInput[],
  options: WriteRedirectsOptions,
): Promise<WriteRedirectsResult> {
  await lockRedirects(trx)
  const existing = await trx
    .selectFrom('redirects')
    .select(['id', 'source_path', 'match', 'target', 'status', 'origin'])
    .execute()
  const byKey = new Map(existing.map((row) => [keyOf(row.source_path, row.match), row]))
  const before = new Map(existing.map((row) => [row.id, ruleOf(row)]))
  const table = createRedirectTable(before.values())
  if (options.editId && !before.has(options.editId)) {
    throw new RedirectInputError([{ index: 0, field: null, message: REDIRECT_NOT_FOUND }])
  }

  const problems: InputProblem[] = []
  const seen = new Set<string>()
  const rules: (RedirectRule | null)[] = []
  const rewritten = new Map<string, RewrittenTarget>()
  let skipped = 0
  inputs.forEach((input, index) => {
    const source = parseSource(input.source, input.match)
    const target = parseTarget(input.target, input.status, options.siteUrl)
    if (!source.ok) problems.push({ index, field: 'source', message: source.message })
    if (!target.ok) problems.push({ index, field: 'target', message: target.message })
    rules.push(null)
    if (!source.ok || !target.ok) return
    const key = keyOf(source.value, input.match)
    if (seen.has(key)) {
      const message =
        'Endereço repetido: ele já aparece antes na lista, com a mesma correspondência.'
      problems.push({ index, field: 'source', message })
      return
    }
    seen.add(key)
    const taken = byKey.get(key)
    let id = options.editId ?? taken?.id ?? randomUUID()
    if (taken && taken.id !== options.editId) {
      if (options.onTaken === 'refuse') {
        problems.push({ index, field: 'source', message: SOURCE_TAKEN })
        return
      }
      if (options.onTaken === 'replace-own' && taken.origin !== options.origin) {
        skipped += 1
        return
      }
      id = taken.id
    }
    const plan = planRedirectSave(table, {
      id,
      source: source.value,
      match: input.match,
      target: target.value,
      status: input.status,
    })
    if (!plan.ok) {
      problems.push({ index, field: 'target', message: plan.message })
      return
    }
    rules[index] = plan.rule
    for (const rewrite of plan.rewrites) {
      const first = rewritten.get(rewrite.id)
      rewritten.set(rewrite.id, first ? { ...rewrite, before: first.before } : rewrite)
    }
  })
  if (problems.length > 0) throw new RedirectInputError(problems)

  const ownIds = new Set(rules.flatMap((rule) => (rule ? [rule.id] : [])))
  const touched = [...ownIds, ...rewritten.keys()].flatMap((id) => table.get(id) ?? [])
  await storeChanges(trx, before, touched, options)
  const counts = { created: 0, updated: 0, unchanged: 0 }
  for (const rule of rules) {
    if (!rule) continue
    const old = before.get(rule.id)
    if (!old) counts.created += 1
    else if (sameRule(old, rule)) counts.unchanged += 1
    else counts.updated += 1
  }
  await clearAnsweredNotFound(
    trx,
    rules.flatMap((rule) => (rule && !sameSource(before.get(rule.id), rule) ? [rule] : [])),
  )
  return {
    rules,
    ...counts,
    skipped,
    rewritten: [...rewritten.values()].filter((rewrite) => !ownIds.has(rewrite.id)),
  }
}

function sameSource(a: RedirectRule | undefined, b: RedirectRule): boolean {
  return a !== undefined && a.source === b.source && a.match === b.match
}

function sameRule(a: RedirectRule, b: RedirectRule): boolean {
  return sameSource(a, b) && a.target === b.target && a.status === b.status
}

/** Writes the touched rules that differ from the table as it was read. */
async function storeChanges(
  trx: Kysely<Database>,
  before: ReadonlyMap<string, RedirectRule>,
  touched: readonly RedirectRule[],
  options: WriteRedirectsOptions,
): Promise<void> {
  const now = new Date()
  const inserts: RedirectRule[] = []
  for (const rule of new Map(touched.map((one) => [one.id, one])).values()) {
    const old = before.get(rule.id)
    if (!old) {
      inserts.push(rule)
      continue
    }
    if (sameRule(old, rule)) continue
    await trx
      .updateTable('redirects')
      .set({
        source_path: rule.source,
        match: rule.match,
        target: rule.target,
        status: rule.status,
        updated_at: now,
      })
      .where('id', '=', rule.id)
      .execute()
  }
  // ~10 parameters a row: well under either database's limit per statement.
  for (let at = 0; at < inserts.length; at += 200) {
    await trx
      .insertInto('redirects')
      .values(
        inserts.slice(at, at + 200).map((rule) => ({
          id: rule.id,
          source_path: rule.source,
          match: rule.match,
          target: rule.target,
          status: rule.status,
          origin: options.origin,
          created_by: options.actorId,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute()
  }
}
