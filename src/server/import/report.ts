import 'server-only'
import type { PostStatus } from '@/lib/domain'
import type { ImportSkipped, ImportSource, SkippedKind } from '@/lib/import/types'
import {
  COUNT_KINDS,
  SKIPPED_LABELS,
  type CountKind,
  type ImportMediaMode,
  type ItemAction,
} from '@/lib/validations/import'

export type { CountKind, ItemAction } from '@/lib/validations/import'

/*
 * What an import (or its dry run) did, as the screen shows it, the command line prints it and
 * the downloadable CSV/JSON holds it: counts per kind, every post with its warnings, what the
 * export held that is not imported, and notes about the whole run.
 */

export interface KindCounts {
  created: number
  updated: number
  unchanged: number
  skipped: number
  /** Images that could not be copied; redirects refused. */
  failed: number
}

export interface ReportPost {
  sourceId: string
  title: string
  slug: string
  status: PostStatus
  /** A draft due to be published at this time (ISO). */
  scheduledAt: string | null
  action: ItemAction
  warnings: string[]
}

export interface NotImported {
  kind: SkippedKind | 'menu'
  label: string
  count: number
  /** A few titles, for the reader to recognise them. */
  examples: string[]
}

export interface ImportReport {
  source: ImportSource
  fileName: string
  media: ImportMediaMode
  dryRun: boolean
  site: { title: string | null; url: string | null }
  counts: Record<CountKind, KindCounts>
  posts: ReportPost[]
  notImported: NotImported[]
  notes: string[]
}

const MAX_EXAMPLES = 10

export const emptyCounts = (): KindCounts => ({
  created: 0,
  updated: 0,
  unchanged: 0,
  skipped: 0,
  failed: 0,
})

export function newReport(base: Omit<ImportReport, 'counts' | 'posts' | 'notImported' | 'notes'>) {
  const counts = Object.fromEntries(COUNT_KINDS.map((kind) => [kind, emptyCounts()])) as Record<
    CountKind,
    KindCounts
  >
  const report: ImportReport = { ...base, counts, posts: [], notImported: [], notes: [] }
  return report
}

/** Adds something the export holds that is left out; custom post types are listed by type. */
export function addSkipped(report: ImportReport, skipped: ImportSkipped): void {
  const label =
    skipped.kind === 'custom_post_type'
      ? `${SKIPPED_LABELS.custom_post_type} (${skipped.type})`
      : SKIPPED_LABELS[skipped.kind]
  let entry = report.notImported.find((item) => item.label === label)
  if (!entry) {
    entry = { kind: skipped.kind, label, count: 0, examples: [] }
    report.notImported.push(entry)
  }
  entry.count += skipped.count
  const example =
    skipped.kind === 'comments'
      ? `${skipped.title ?? 'Sem título'} (${skipped.count})`
      : skipped.title
  if (example && entry.examples.length < MAX_EXAMPLES) entry.examples.push(example)
}

export function addMenus(report: ImportReport, menus: number): void {
  if (menus > 0)
    report.notImported.push({
      kind: 'menu',
      label: SKIPPED_LABELS.menu,
      count: menus,
      examples: [],
    })
}
