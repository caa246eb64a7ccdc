import 'server-only'
import type { Kysely } from 'kysely'
import { BLOG_PATH, categoryPath, postPath } from '@/lib/blog-paths'
import {
  ghostAuthorAddresses,
  ghostFeedAddresses,
  ghostPostAddresses,
  ghostTagAddresses,
  wordpressAttachmentAddresses,
  wordpressAuthorAddresses,
  wordpressCategoryAddresses,
  wordpressFeedAddresses,
  wordpressPostAddresses,
  wordpressTagAddresses,
  type OldAddress,
} from '@/lib/import/old-addresses'
import { parseSource } from '@/lib/redirects/input'
import { STATIC_SITEMAP_PATHS } from '@/lib/sitemap-entries'
import type { Database } from '../db/types'
import { RedirectInputError, writeRedirects, type WriteRedirectsResult } from '../redirects/write'
import type { ExportFile } from './export-file'
import type { PublicPost } from './post-import'
import type { KindCounts } from './report'

/*
 * Point 2 of the move: every address the old blog answered at becomes a 301 to where the same
 * thing lives here, on the day of the import. Posts only when they were public (a draft had no
 * address anyone knew); categories, tags, authors, feeds and attachment pages always. An old
 * address that is a page of this site is left alone: a rule would hide the page.
 */

/** Addresses this site answers itself (besides /admin, /api and /_next, which the writer refuses). */
const OWN_PAGES = new Set<string>([
  ...STATIC_SITEMAP_PATHS,
  BLOG_PATH,
  '/obrigado',
  '/blog/rss.xml',
])
const OWN_PREFIXES = [postPath(''), categoryPath('')]

/** A source with a query (`/?p=12`) only matches that query: it never hides a page. */
export function isOwnPage(source: string): boolean {
  if (source.includes('?')) return false
  const path = source.toLowerCase()
  return OWN_PAGES.has(path) || OWN_PREFIXES.some((prefix) => path.startsWith(prefix))
}

/** Every old address of the export, with its target here. */
export function oldAddresses(
  file: ExportFile,
  posts: ReadonlyMap<string, PublicPost>,
  categorySlugs: ReadonlySet<string>,
): OldAddress[] {
  const addresses: OldAddress[] = []
  if (file.source === 'ghost') {
    const base = file.base ?? ''
    for (const post of posts.values()) addresses.push(...ghostPostAddresses(post, base))
    for (const tag of file.tags) addresses.push(...ghostTagAddresses(tag, base))
    for (const author of file.authors) addresses.push(...ghostAuthorAddresses(author, base))
    addresses.push(...ghostFeedAddresses(base))
    return addresses
  }
  const { site } = file
  for (const post of posts.values()) addresses.push(...wordpressPostAddresses(site, post))
  for (const category of file.categories) {
    const found = wordpressCategoryAddresses(site, category, file.categories)
    // An old category no imported post uses has no page here: its address leads to the blog.
    const here = categorySlugs.has(category.slug)
    addresses.push(...found.map((address) => (here ? address : { ...address, to: BLOG_PATH })))
  }
  for (const tag of file.tags) addresses.push(...wordpressTagAddresses(site, tag))
  for (const author of file.authors) addresses.push(...wordpressAuthorAddresses(site, author))
  addresses.push(...wordpressFeedAddresses(site))
  for (const attachment of file.attachments.values()) {
    const parent = attachment.parentId ? posts.get(attachment.parentId) : undefined
    const to = parent ? postPath(parent.slug) : BLOG_PATH
    addresses.push(...wordpressAttachmentAddresses(site, attachment, to))
  }
  return addresses
}

export interface RedirectPlan {
  inputs: { source: string; target: string; status: 301; match: 'exact' }[]
  /** Old addresses left out, with the reason (pt-BR), for the report's notes. */
  refused: string[]
}

/** Each old address once (the first wins), those that cannot or must not be a rule left out. */
export function planRedirects(addresses: readonly OldAddress[]): RedirectPlan {
  const seen = new Set<string>()
  const plan: RedirectPlan = { inputs: [], refused: [] }
  for (const address of addresses) {
    const source = parseSource(address.from, 'exact')
    if (!source.ok) {
      plan.refused.push(`${address.from}: ${source.message}`)
      continue
    }
    if (seen.has(source.value)) continue
    seen.add(source.value)
    if (isOwnPage(source.value)) {
      plan.refused.push(`${address.from}: é uma página deste site e continua respondendo aqui.`)
      continue
    }
    plan.inputs.push({ source: source.value, target: address.to, status: 301, match: 'exact' })
  }
  return plan
}

class DryRunRollback extends Error {}

/** More refused inputs than this in a row means something else is wrong: stop retrying. */
const RETRIES = 5

/**
 * Writes the plan through the redirect manager's one writer (origin "import": a rule an admin
 * made for the same address is left alone). An input the writer refuses (a loop with an
 * admin's rule...) is dropped and reported, and the rest written. A dry run plans the same
 * writes inside a transaction it rolls back, so its counts are exactly the import's.
 */
export async function writePlannedRedirects(
  db: Kysely<Database>,
  plan: RedirectPlan,
  options: { actorId: string | null; dryRun: boolean; siteUrl: string },
): Promise<{ counts: KindCounts; refused: string[] }> {
  const refused = [...plan.refused]
  let inputs = plan.inputs
  for (let attempt = 0; ; attempt++) {
    let result: WriteRedirectsResult | null = null
    try {
      await db.transaction().execute(async (trx) => {
        result = await writeRedirects(trx, inputs, {
          origin: 'import',
          actorId: options.actorId,
          siteUrl: options.siteUrl,
          onTaken: 'replace-own',
        })
        if (options.dryRun) throw new DryRunRollback()
      })
    } catch (error) {
      if (error instanceof RedirectInputError && attempt < RETRIES) {
        const bad = new Set(error.problems.map((problem) => problem.index))
        for (const index of bad)
          refused.push(
            `${inputs[index]?.source}: ${error.problems.find((p) => p.index === index)?.message}`,
          )
        inputs = inputs.filter((_input, index) => !bad.has(index))
        continue
      }
      if (!(error instanceof DryRunRollback)) throw error
    }
    const written = result as WriteRedirectsResult | null
    return {
      counts: {
        created: written?.created ?? 0,
        updated: written?.updated ?? 0,
        unchanged: written?.unchanged ?? 0,
        skipped: written?.skipped ?? 0,
        failed: refused.length,
      },
      refused,
    }
  }
}
