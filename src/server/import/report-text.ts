import 'server-only'
import { postPath } from '@/lib/blog-paths'
import {
  ACTION_LABELS,
  COUNT_KINDS,
  DRY_ACTION_LABELS,
  KIND_LABELS,
  REPORT_STATUS_LABELS,
} from '@/lib/validations/import'
import type { ImportReport } from './report'

/*
 * The report as the command line prints it, in pt-BR: the totals, every post that has a
 * warning (or, in a dry run, every post with what would happen to it), what was left out and
 * the notes about the whole run.
 */

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('pt-BR')} ${count === 1 ? one : many}`

export function reportLines(report: ImportReport): string[] {
  const actions = report.dryRun ? DRY_ACTION_LABELS : ACTION_LABELS
  const lines: string[] = []
  const site = report.site.title ?? report.site.url ?? 'site antigo'
  const platform = report.source === 'wordpress' ? 'WordPress' : 'Ghost'
  lines.push(`${report.dryRun ? 'Simulação' : 'Importação'} de ${platform}: ${site}`)
  for (const kind of COUNT_KINDS) {
    const counts = report.counts[kind]
    const parts = (['created', 'updated', 'unchanged', 'skipped'] as const)
      .filter((action) => counts[action] > 0)
      .map((action) => `${actions[action].toLowerCase()}: ${counts[action]}`)
    if (counts.failed > 0) parts.push(`com erro: ${counts.failed}`)
    lines.push(`  ${KIND_LABELS[kind]}: ${parts.length > 0 ? parts.join(', ') : 'nenhum'}`)
  }
  const listed = report.posts.filter((post) => report.dryRun || post.warnings.length > 0)
  if (listed.length > 0) {
    lines.push('', report.dryRun ? 'Posts:' : 'Posts com avisos:')
    for (const post of listed) {
      const status = REPORT_STATUS_LABELS[post.status]
      lines.push(`  [${actions[post.action]}] ${post.title} (${postPath(post.slug)}, ${status})`)
      for (const warning of post.warnings) lines.push(`      - ${warning}`)
    }
  }
  if (report.notImported.length > 0) {
    lines.push('', 'Não importado:')
    for (const item of report.notImported) lines.push(`  ${item.label}: ${item.count}`)
  }
  if (report.notes.length > 0) {
    lines.push('', 'Avisos gerais:')
    for (const note of report.notes) lines.push(`  - ${note}`)
  }
  const warned = report.posts.filter((post) => post.warnings.length > 0).length
  lines.push(
    '',
    `${plural(report.posts.length, 'post lido', 'posts lidos')}, ${warned} com avisos.`,
  )
  return lines
}
