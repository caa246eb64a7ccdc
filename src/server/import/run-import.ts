import 'server-only'
import { stat } from 'node:fs/promises'
import { chosenDisplayName } from '@/lib/author-name'
import type { ImportPost } from '@/lib/import/types'
import type { ImportMediaMode } from '@/lib/validations/import'
import { getDatabase } from '../db'
import { getEnv } from '../env'
import type { RevisionActor } from '../posts/revisions'
import { invalidateRedirects } from '../redirects/runtime'
import { openExport, type ExportFile } from './export-file'
import { hostOf } from './html'
import { invalidateImported } from './invalidate'
import { MediaImporter } from './media'
import { oldAddresses, planRedirects, writePlannedRedirects } from './old-redirects'
import { PostImporter } from './post-import'
import type { StaffMember } from './post-values'
import { addMenus, addSkipped, newReport, type ImportReport } from './report'
import type { RunProgress } from './runs'
import { TermResolver } from './terms'

/*
 * One import, from a file on disk to its report: the first pass (which proves the file
 * readable: a corrupt or foreign one stops here, with nothing written), the posts a chunk at a
 * time, then the old addresses as redirects and the caches told. Running it again with the same
 * file changes nothing; after an interruption it finishes what the first run left.
 */

export interface ImportRequest {
  file: string
  fileName: string
  media: ImportMediaMode
  dryRun: boolean
  /** The old Ghost site's address (its export does not carry it). */
  ghostSite?: string | null
  /** Who runs it (revisions, uploads); null from the command line. */
  actor: RevisionActor | null
  /** Default: IMPORT_PRIVATE_HOSTS. */
  privateHosts?: readonly string[]
  mediaTimeoutMs?: number
  /** Images processed at once; default: one more than the CPUs (MediaImporter). */
  mediaConcurrency?: number
  onProgress?: (progress: RunProgress) => void
}

/** Posts looked up together (one query for what a chunk of old ids became). */
const CHUNK = 50
/** Progress share of each phase: the first pass, the posts, the redirects. */
const INDEX_SHARE = 25
const POSTS_SHARE = 70

async function staffByEmail(): Promise<Map<string, StaffMember>> {
  const rows = await getDatabase()
    .db.selectFrom('user as u')
    .innerJoin('user_roles as r', 'r.user_id', 'u.id')
    .select(['u.id', 'u.name', 'u.email'])
    .execute()
  return new Map(
    rows.map((row) => [row.email.toLowerCase(), { id: row.id, name: chosenDisplayName(row) }]),
  )
}

function siteHosts(file: ExportFile): Set<string> {
  const hosts = new Set<string>()
  const host = hostOf(file.base ?? '')
  if (host) hosts.add(host)
  return hosts
}

export async function runImport(request: ImportRequest): Promise<ImportReport> {
  const { db } = getDatabase()
  const env = getEnv()
  const progress = (update: Omit<RunProgress, 'counts'>, report: ImportReport | null = null) =>
    request.onProgress?.({ ...update, counts: report?.counts ?? null })
  const reading = { source: null, phase: 'reading', processed: 0, total: null } as const
  progress({ ...reading, progress: 0 })
  const fileBytes = Math.max(1, (await stat(request.file)).size)
  const file = await openExport(request.file, {
    ghostSite: request.ghostSite,
    onBytes: (read) => progress({ ...reading, progress: (read / fileBytes) * INDEX_SHARE }),
  })
  const origin = { source: file.source, site: file.siteKey }
  const report = newReport({
    source: file.source,
    fileName: request.fileName,
    media: request.media,
    dryRun: request.dryRun,
    site: { title: file.site.title, url: file.base },
  })
  addMenus(report, file.menus)
  if (request.media === 'manter')
    report.notes.push(
      'Mídia mantida: as imagens continuam no site antigo e as capas ficaram de fora. Elas param de aparecer quando o site antigo sair do ar.',
    )
  if (file.source === 'ghost' && !file.base)
    report.notes.push(
      'Sem o endereço do Ghost antigo, as imagens hospedadas nele não puderam ser copiadas.',
    )

  const terms = new TermResolver(db, origin, request.dryRun, file, report.counts)
  await terms.load()
  const images =
    request.media === 'baixar'
      ? new MediaImporter({
          db,
          origin,
          dryRun: request.dryRun,
          base: file.base,
          privateHosts: request.privateHosts ?? env.IMPORT_PRIVATE_HOSTS,
          timeoutMs: request.mediaTimeoutMs,
          concurrency: request.mediaConcurrency,
          uploadedBy: request.actor?.id ?? null,
        })
      : null
  const posts = new PostImporter({
    db,
    origin,
    file,
    media: request.media,
    dryRun: request.dryRun,
    actor: request.actor,
    report,
    terms,
    images,
    staffByEmail: await staffByEmail(),
    siteOrigin: env.SITE_URL,
    siteHosts: siteHosts(file),
    mediaHosts: new Set([...file.attachments.values()].flatMap((a) => hostOf(a.url) ?? [])),
  })

  let read = 0
  const postsProgress = () =>
    progress(
      {
        source: file.source,
        phase: 'posts',
        processed: report.posts.length,
        total: file.expectedPosts,
        progress: INDEX_SHARE + (read / fileBytes) * POSTS_SHARE,
      },
      report,
    )
  let chunk: ImportPost[] = []
  const flush = async () => {
    await posts.chunk(chunk)
    chunk = []
    if (images) report.counts.media = { ...images.tally, updated: 0, skipped: 0 }
    postsProgress()
    // Every few chunks the site sees what is already in, rather than all at the end.
    if (!request.dryRun && posts.cacheTags.size > 200) {
      await invalidateImported(posts.cacheTags)
      posts.cacheTags.clear()
    }
  }
  for await (const entry of file.entries((bytes) => (read = bytes))) {
    if (entry.kind === 'skipped') addSkipped(report, entry.skipped)
    else chunk.push(entry.post)
    if (chunk.length >= CHUNK) await flush()
  }
  await flush()
  terms.countUnused()
  if (!request.dryRun) await invalidateImported([...posts.cacheTags, ...terms.cacheTags])

  progress(
    {
      source: file.source,
      phase: 'redirects',
      processed: report.posts.length,
      total: report.posts.length,
      progress: INDEX_SHARE + POSTS_SHARE,
    },
    report,
  )
  const plan = planRedirects(oldAddresses(file, posts.publicPosts, terms.categorySlugs()))
  const redirects = await writePlannedRedirects(db, plan, {
    actorId: request.actor?.id ?? null,
    dryRun: request.dryRun,
    siteUrl: env.SITE_URL,
  })
  report.counts.redirect = redirects.counts
  for (const refused of redirects.refused)
    report.notes.push(`Endereço antigo sem redirecionamento: ${refused}`)
  if (!request.dryRun) await invalidateRedirects()
  return report
}
