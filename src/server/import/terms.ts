import 'server-only'
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { ImportTerm, ImportTermRef } from '@/lib/import/types'
import { tagsForCategoryChange } from '../blog/cache-tags'
import type { Database } from '../db/types'
import { readImportItems, saveImportItem, type ImportOrigin } from './items'
import type { KindCounts } from './report'

/*
 * Categories and tags. A post's category here is the first of its old ones, created or matched
 * by slug the first time a post uses it (categories no imported post uses are not created: an
 * empty category page helps no one; their old addresses lead to the blog). Tags are words on
 * posts here, with no table of their own: a tag is "created" when no post had it before.
 */

export interface TermCounts {
  category: KindCounts
  tag: KindCounts
}

const key = (name: string) => name.toLocaleLowerCase('pt-BR')

export class TermResolver {
  /** Our category slug → its id, once resolved in this run. */
  private readonly categories = new Map<string, string>()
  private existing = new Map<string, string>()
  private imported = new Map<string, string>()
  private importedTags = new Map<string, string>()
  private readonly seenTags = new Set<string>()
  /** Cache tags of the categories created, for the caller to invalidate. */
  readonly cacheTags = new Set<string>()

  constructor(
    private readonly db: Kysely<Database>,
    private readonly origin: ImportOrigin,
    private readonly dryRun: boolean,
    private readonly terms: { categories: readonly ImportTerm[]; tags: readonly ImportTerm[] },
    private readonly counts: TermCounts,
  ) {}

  /** One read of the categories (a few dozen) and of this site's term rows. */
  async load(): Promise<void> {
    const rows = await this.db.selectFrom('blog_categories').select(['id', 'slug']).execute()
    this.existing = new Map(rows.map((row) => [row.slug, row.id]))
    this.imported = await readImportItems(this.db, this.origin, 'category')
    this.importedTags = await readImportItems(this.db, this.origin, 'tag')
  }

  /** The category id of a post's first category, created when no category has its slug. */
  async category(ref: ImportTermRef | undefined): Promise<string | null> {
    if (!ref) return null
    const known = this.categories.get(ref.slug)
    if (known) return known
    const ids = new Set(this.existing.values())
    const previous = this.imported.get(ref.slug)
    let id = previous && ids.has(previous) ? previous : this.existing.get(ref.slug)
    if (id) this.counts.category.unchanged += 1
    else {
      id = randomUUID()
      this.counts.category.created += 1
      if (!this.dryRun) await this.create(id, ref)
    }
    if (!this.dryRun && this.imported.get(ref.slug) !== id)
      await saveImportItem(this.db, this.origin, {
        kind: 'category',
        sourceId: ref.slug,
        targetId: id,
      })
    this.categories.set(ref.slug, id)
    return id
  }

  private async create(id: string, ref: ImportTermRef): Promise<void> {
    const term = this.terms.categories.find((category) => category.slug === ref.slug)
    await this.db
      .insertInto('blog_categories')
      .values({ id, name: ref.name, slug: ref.slug, description: term?.description ?? null })
      .execute()
    this.existing.set(ref.slug, id)
    for (const tag of tagsForCategoryChange(null, { slug: ref.slug })) this.cacheTags.add(tag)
  }

  /** Counts the tags a post uses the first time each is seen, and remembers them. */
  async tags(names: readonly string[]): Promise<void> {
    const fresh = names.filter((name) => !this.seenTags.has(key(name)))
    if (fresh.length === 0) return
    for (const name of fresh) this.seenTags.add(key(name))
    const unknown = fresh.filter((name) => !this.importedTags.has(key(name)))
    const used = unknown.length
      ? await this.db
          .selectFrom('blog_tags')
          .select('tag')
          .distinct()
          .where('tag', 'in', unknown)
          .execute()
      : []
    const present = new Set(used.map((row) => key(row.tag)))
    for (const name of fresh) {
      const before = this.importedTags.has(key(name)) || present.has(key(name))
      this.counts.tag[before ? 'unchanged' : 'created'] += 1
      if (!this.dryRun && !this.importedTags.has(key(name)))
        await saveImportItem(this.db, this.origin, {
          kind: 'tag',
          sourceId: key(name),
          targetId: name,
        })
    }
  }

  /** Where each old category's address leads: its category here, or null (the blog). */
  categorySlugs(): ReadonlySet<string> {
    return new Set(this.categories.keys())
  }

  /** The export's categories and tags that no imported post uses. */
  countUnused(): void {
    for (const category of this.terms.categories)
      if (!this.categories.has(category.slug)) this.counts.category.skipped += 1
    for (const tag of this.terms.tags)
      if (!this.seenTags.has(key(tag.name))) this.counts.tag.skipped += 1
  }
}
