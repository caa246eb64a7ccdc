import 'server-only'
import type { Kysely, Selectable } from 'kysely'
import { postPath } from '@/lib/blog-paths'
import {
  categoryRuleSources,
  categoryRuleTargets,
  postRuleSource,
} from '@/lib/redirects/slug-addresses'
import type { RedirectOrigin } from '@/lib/redirects/types'
import { AUDIT_ACTIONS, recordAudit } from '../audit/log'
import type { Database, RedirectTable } from '../db/types'
import { RedirectInputError, writeRedirects, type RedirectInput } from './write'

/*
 * The rules slug changes make, written through the one writer of rules (./write.ts: chains
 * collapsed, so a post renamed A→B→C sends A and B straight to C), inside the caller's
 * transaction. Each rule points at its post or category: it goes when they are deleted, and a
 * post's rules are served only while the post is published (./store.ts). 308, the status the
 * pages answered old slugs with before they became rules. The caller runs
 * invalidateRedirects() (./runtime.ts) after its commit when one of these returned true.
 */

const SLUG_RULE_STATUS = 308

type Owner = { post_id: string; category_id: null } | { post_id: null; category_id: string }

/**
 * Writes `inputs` as the rules of `owner`. A rule they replace (an admin's at the same old
 * address, another post's old slug taken again) becomes theirs.
 */
async function writeOwnedRules(
  trx: Kysely<Database>,
  inputs: RedirectInput[],
  origin: RedirectOrigin,
  owner: Owner,
): Promise<boolean> {
  let ids: string[]
  try {
    const result = await writeRedirects(trx, inputs, {
      origin,
      actorId: null,
      // Every target here is a path of this site: no absolute URL to tell apart.
      siteUrl: '',
      onTaken: 'replace',
    })
    ids = result.rules.flatMap((rule) => (rule ? [rule.id] : []))
  } catch (error) {
    // The admin's own rules already send the new address back to the old one (a loop): the
    // old address keeps answering as they say, and the rename itself goes through.
    if (error instanceof RedirectInputError) return false
    throw error
  }
  if (ids.length > 0) {
    await trx
      .updateTable('redirects')
      .set({ origin, ...owner })
      .where('id', 'in', ids)
      .execute()
  }
  return true
}

/**
 * Removes the rules `rows` names, whoever made them: the address is live. The removal of an
 * admin's or an import's rule is in the audit log (the save that caused it names its actor in
 * the same transaction); a slug change's own rule is only a former address of a post or
 * category. True when a rule was removed.
 */
async function releaseRules(
  trx: Kysely<Database>,
  rows: readonly ReleasedRule[],
  reason: string,
): Promise<boolean> {
  if (rows.length === 0) return false
  await trx
    .deleteFrom('redirects')
    .where(
      'id',
      'in',
      rows.map((row) => row.id),
    )
    .execute()
  for (const row of rows) {
    if (row.origin === 'post-slug' || row.origin === 'category-slug') continue
    await recordAudit(trx, {
      action: AUDIT_ACTIONS.redirectDeleted,
      actor: null,
      target: { type: 'redirect', id: row.id, label: row.source_path },
      details: {
        target: row.target,
        status: row.status,
        match: row.match,
        origin: row.origin,
        reason,
      },
    })
  }
  return true
}

type ReleasedRule = Pick<
  Selectable<RedirectTable>,
  'id' | 'source_path' | 'target' | 'status' | 'match' | 'origin'
>

const RELEASED_COLUMNS = ['id', 'source_path', 'target', 'status', 'match', 'origin'] as const

/**
 * A post's address is live (a post holds the slug): no rule may answer for it, whoever made
 * it, or the post would be hidden behind it. True when a rule was removed.
 */
export async function releasePostAddress(trx: Kysely<Database>, slug: string): Promise<boolean> {
  const rows = await trx
    .selectFrom('redirects')
    .select(RELEASED_COLUMNS)
    .where('source_path', '=', postRuleSource(slug))
    .execute()
  return releaseRules(trx, rows, 'Endereço agora usado por um post.')
}

/** A published post moved from `from` to `to`: its old address leads to the new one for good. */
export async function keepOldPostAddress(
  trx: Kysely<Database>,
  postId: string,
  from: string,
  to: string,
): Promise<boolean> {
  if (from === to) return false
  // First, so a post renamed back to an old slug does not meet its own rule there (a loop).
  const released = await releasePostAddress(trx, to)
  const input = {
    source: postRuleSource(from),
    target: postPath(to),
    status: SLUG_RULE_STATUS,
    match: 'exact',
  } as const
  const owner = { post_id: postId, category_id: null }
  return (await writeOwnedRules(trx, [input], 'post-slug', owner)) || released
}

/** True when the post has rules of its own: its status decides whether they are served. */
export async function hasPostRules(trx: Kysely<Database>, postId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('redirects')
    .select('id')
    .where('post_id', '=', postId)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

/** True when the category has rules of its own (they go with it). */
export async function hasCategoryRules(
  trx: Kysely<Database>,
  categoryId: string,
): Promise<boolean> {
  const row = await trx
    .selectFrom('redirects')
    .select('id')
    .where('category_id', '=', categoryId)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

/** A category's addresses are live once a category holds the slug: no rule may answer there. */
export async function releaseCategoryAddresses(
  trx: Kysely<Database>,
  slug: string,
): Promise<boolean> {
  const sources = categoryRuleSources(slug)
  const rows = await trx
    .selectFrom('redirects')
    .select(RELEASED_COLUMNS)
    .where((eb) =>
      eb.or([
        eb('source_path', '=', sources.page),
        eb.and([eb('source_path', 'in', [sources.legacy, sources.tab]), eb('match', '=', 'exact')]),
      ]),
    )
    .execute()
  return releaseRules(trx, rows, 'Endereço agora usado por uma categoria.')
}

/**
 * A category moved from `from` to `to`: each address it answered at (its pages, /blog/<slug>,
 * the index's tab) leads to the same place under the new slug.
 */
export async function keepOldCategoryAddresses(
  trx: Kysely<Database>,
  categoryId: string,
  from: string,
  to: string,
): Promise<boolean> {
  if (from === to) return false
  const released = await releaseCategoryAddresses(trx, to)
  const sources = categoryRuleSources(from)
  const targets = categoryRuleTargets(to)
  const status = SLUG_RULE_STATUS
  const inputs: RedirectInput[] = [
    { source: sources.page, target: targets.page, status, match: 'prefix' },
    { source: sources.legacy, target: targets.legacy, status, match: 'exact' },
    { source: sources.tab, target: targets.tab, status, match: 'exact' },
  ]
  const owner = { post_id: null, category_id: categoryId }
  return (await writeOwnedRules(trx, inputs, 'category-slug', owner)) || released
}
