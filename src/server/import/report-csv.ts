import 'server-only'
import { postPath } from '@/lib/blog-paths'
import { formatDateTime } from '@/lib/dates'
import {
  ACTION_LABELS,
  COUNT_KINDS,
  DRY_ACTION_LABELS,
  KIND_LABELS,
  REPORT_STATUS_LABELS,
} from '@/lib/validations/import'
import { toCsv } from '../leads/csv'
import type { ImportReport } from './report'

/*
 * The report as a spreadsheet, in the leads export's form (UTF-8 with BOM, ';', formulas
 * guarded): the totals per kind, then one line per post with its warnings, what was left out
 * and the notes about the whole run.
 */

export const REPORT_CSV_HEADER = [
  'Tipo',
  'ID no site antigo',
  'Título',
  'Endereço aqui',
  'Status',
  'Resultado',
  'Avisos',
] as const

export function importReportCsv(report: ImportReport): string {
  const actions = report.dryRun ? DRY_ACTION_LABELS : ACTION_LABELS
  const totals = COUNT_KINDS.map((kind) => {
    const counts = report.counts[kind]
    const parts = [
      `${actions.created}: ${counts.created}`,
      `${actions.updated}: ${counts.updated}`,
      `${actions.unchanged}: ${counts.unchanged}`,
      `${actions.skipped}: ${counts.skipped}`,
      ...(counts.failed ? [`Com erro: ${counts.failed}`] : []),
    ]
    return ['Total', '', KIND_LABELS[kind], '', '', parts.join('; '), '']
  })
  const posts = report.posts.map((post) => [
    'Post',
    post.sourceId,
    post.title,
    postPath(post.slug),
    post.scheduledAt && post.status === 'draft'
      ? `Agendado (${formatDateTime(new Date(post.scheduledAt))})`
      : REPORT_STATUS_LABELS[post.status],
    actions[post.action],
    post.warnings.join(' | '),
  ])
  const left = report.notImported.map((item) => [
    'Não importado',
    '',
    item.label,
    '',
    '',
    String(item.count),
    item.examples.join(' | '),
  ])
  const notes = report.notes.map((note) => ['Aviso geral', '', '', '', '', '', note])
  return toCsv([REPORT_CSV_HEADER, ...totals, ...posts, ...left, ...notes])
}

/** "importacao-blog-2025-03-05.csv", dated in São Paulo. */
export function importReportFileName(extension: 'csv' | 'json', at: Date): string {
  const [day, month, year] = formatDateTime(at).slice(0, 10).split('/')
  return `importacao-blog-${year}-${month}-${day}.${extension}`
}
