import 'server-only'
import type { Kysely } from 'kysely'
import type { ImportPost } from '@/lib/import/types'
import type { PostDocument } from '@/lib/post-document'
import type { ImportMediaMode } from '@/lib/validations/import'
import { tagsForPostChange } from '../blog/cache-tags'
import type { Database } from '../db/types'
import type { RevisionActor } from '../posts/revisions'
import { checklistWarnings } from './checklist'
import type { ExportFile } from './export-file'
import { rehostBody } from './html'
import { findImportedPosts, type ImportedPost, type ImportOrigin } from './items'
import type { MediaImporter } from './media'
import { postMedia, type PostMedia } from './post-media'
import { bylineOf, contentHash, postFields, type PostFields, type StaffMember } from './post-values'
import type { ImportReport } from './report'
import type { TermResolver } from './terms'
import { writeImportedPost } from './write-post'

/*
 * The second pass's posts, a chunk at a time: one query finds what a chunk of old ids became,
 * the images of every changed post of the chunk are started together (the media importer
 * bounds how many are in work), then in the file's order each post is skipped (same hash as
 * last time), or converted (its images in, body rehosted, fields fitted) and written in its
 * own transaction, or, in a dry run, only counted.
 */

export interface PostImportContext {
  db: Kysely<Database>
  origin: ImportOrigin
  file: ExportFile
  media: ImportMediaMode
  dryRun: boolean
  actor: RevisionActor | null
  report: ImportReport
  terms: TermResolver
  images: MediaImporter | null
  staffByEmail: ReadonlyMap<string, StaffMember>
  siteOrigin: string
  siteHosts: ReadonlySet<string>
  mediaHosts: Set<string>
}

/** What a public post's old addresses need: its old fields and its slug here. */
export type PublicPost = Pick<
  ImportPost,
  'sourceId' | 'sourceSlug' | 'link' | 'publishedAt' | 'sourceDate'
> & { slug: string }

/** A post of a chunk, ready to be written once its images are in. */
interface Planned {
  post: ImportPost
  existing: ImportedPost | undefined
  fields: PostFields
  hash: string
  categoryId: string | null
  warnings: string[]
  /** Its images, in work; null when the post did not change since the last import. */
  media: Promise<PostMedia> | null
}

/** A hash with this ending was written with images missing: the next import tries them again. */
const PARTIAL = ':parcial'

export class PostImporter {
  /** Public posts (public on the old site and here), by old id, for their redirects. */
  readonly publicPosts = new Map<string, PublicPost>()
  /** Cache tags the written posts touch, for the caller to invalidate. */
  readonly cacheTags = new Set<string>()
  /** Old ids this run has met, to import each once. */
  private readonly seen = new Set<string>()

  constructor(private readonly ctx: PostImportContext) {}

  /**
   * An old id the file repeats is imported the first time only: a later copy would otherwise
   * become a second post (in the same chunk) or overwrite the first on every run (in a later
   * one), so that running the file again never found it unchanged.
   */
  async chunk(posts: readonly ImportPost[]): Promise<void> {
    const { db, origin, report } = this.ctx
    const fresh: ImportPost[] = []
    for (const post of posts) {
      if (!this.seen.has(post.sourceId)) {
        this.seen.add(post.sourceId)
        fresh.push(post)
      } else
        report.notes.push(
          `O post "${post.title}" (id ${post.sourceId}) aparece mais de uma vez no arquivo: só a primeira ocorrência foi importada.`,
        )
    }
    const imported = await findImportedPosts(
      db,
      origin,
      fresh.map((post) => post.sourceId),
    )
    const planned: Planned[] = []
    try {
      for (const post of fresh) planned.push(await this.plan(post, imported.get(post.sourceId)))
      for (const item of planned) await this.one(item)
    } finally {
      // When a post stops the import, the images still in work end before it reports.
      await Promise.allSettled(planned.map((item) => item.media))
    }
  }

  /** Its fields and terms, and its images started with the chunk's others (unless unchanged). */
  private async plan(post: ImportPost, existing: ImportedPost | undefined): Promise<Planned> {
    const { ctx } = this
    const fields = postFields(post)
    const hash = contentHash(post, ctx.media)
    const categoryId = await ctx.terms.category(post.categories[0])
    await ctx.terms.tags(fields.tags)
    const warnings = [...post.warnings.map((warning) => warning.message), ...fields.warnings]
    if (existing && existing.contentHash === hash)
      return { post, existing, fields, hash, categoryId, warnings, media: null }
    const media = postMedia(post, ctx)
    // Awaited in the chunk's order; a failure meanwhile is not an unhandled rejection.
    media.catch(() => undefined)
    return { post, existing, fields, hash, categoryId, warnings, media }
  }

  private async one(planned: Planned): Promise<void> {
    const { ctx } = this
    const { post, existing, fields, hash, categoryId, warnings } = planned
    if (!planned.media) {
      this.finish(post, existing?.slug ?? fields.slug, 'unchanged', warnings)
      return
    }
    const media = await planned.media
    warnings.push(...media.warnings)
    const content = rehostBody(post.html, {
      replacements: media.replacements,
      removed: media.removed,
      siteHosts: ctx.siteHosts,
      mediaHosts: ctx.media === 'baixar' ? ctx.mediaHosts : new Set(),
    })
    const doc: PostDocument = {
      title: fields.title,
      slug: fields.slug,
      description: fields.description,
      content,
      coverImage: media.cover,
      categoryId,
      tags: fields.tags,
      featured: post.featured,
      focusKeyword: fields.focusKeyword,
      coverAlt: media.coverAlt,
    }
    const byline = bylineOf(post.author, ctx.staffByEmail)
    if (byline.warning) warnings.push(byline.warning)
    const now = new Date()
    let scheduledAt = post.scheduledAt
    if (scheduledAt && scheduledAt <= now) {
      warnings.push('A data agendada no site antigo já passou: o post ficou como rascunho.')
      scheduledAt = null
    }
    warnings.push(...checklistWarnings(doc, ctx.siteOrigin))
    if (ctx.dryRun) {
      this.finish(post, fields.slug, existing ? 'updated' : 'created', warnings)
      return
    }
    const createdAt = post.publishedAt ?? post.modifiedAt ?? now
    const written = await writeImportedPost(
      ctx.db,
      ctx.origin,
      existing?.postId ?? null,
      {
        sourceId: post.sourceId,
        hash: media.removed.size > 0 ? `${hash}${PARTIAL}` : hash,
        doc,
        status: post.status,
        publishedAt: post.status === 'published' ? (post.publishedAt ?? now) : post.publishedAt,
        scheduledAt: post.status === 'draft' ? scheduledAt : null,
        createdAt,
        updatedAt: post.modifiedAt ?? createdAt,
        authorId: byline.authorId,
        authorName: byline.authorName,
      },
      ctx.actor,
    )
    if (written.slug !== fields.slug)
      warnings.push(`O slug "${fields.slug}" já era de outro post aqui: ficou "${written.slug}".`)
    for (const tag of tagsForPostChange(written.before, written.after)) this.cacheTags.add(tag)
    this.finish(post, written.slug, written.action, warnings)
  }

  private finish(
    post: ImportPost,
    slug: string,
    action: 'created' | 'updated' | 'unchanged',
    warnings: string[],
  ): void {
    const { report } = this.ctx
    report.counts.post[action] += 1
    report.posts.push({
      sourceId: post.sourceId,
      title: post.title,
      slug,
      status: post.status,
      scheduledAt: post.scheduledAt?.toISOString() ?? null,
      action,
      warnings,
    })
    if (post.status === 'published')
      this.publicPosts.set(post.sourceId, {
        sourceId: post.sourceId,
        sourceSlug: post.sourceSlug,
        link: post.link,
        publishedAt: post.publishedAt,
        sourceDate: post.sourceDate,
        slug,
      })
  }
}
