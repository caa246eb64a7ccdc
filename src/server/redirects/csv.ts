import 'server-only'
import { formatDateTime } from '@/lib/dates'
import { MATCH_LABELS, ORIGIN_LABELS, STATUS_LABELS } from '@/lib/validations/redirects'
import { toCsv } from '../leads/csv'
import type { AdminRedirect } from './queries'

/**
 * "Exportar CSV": the file "Importar CSV" reads back as it is (its first four columns; the
 * others are for reading), in the leads export's form: UTF-8 with BOM, `;`, formulas guarded.
 */
export const REDIRECTS_CSV_HEADER = [
  'Endereço antigo',
  'Destino',
  'Tipo',
  'Correspondência',
  'Criado via',
  'Acessos',
  'Último acesso',
  'Criado em',
] as const

export function redirectsCsv(rules: readonly AdminRedirect[]): string {
  return toCsv([
    REDIRECTS_CSV_HEADER,
    ...rules.map((rule) => [
      rule.source,
      rule.target,
      STATUS_LABELS[rule.status],
      MATCH_LABELS[rule.match],
      ORIGIN_LABELS[rule.origin],
      String(rule.hits),
      rule.lastHitAt ? formatDateTime(rule.lastHitAt) : '',
      formatDateTime(rule.createdAt),
    ]),
  ])
}

/** "redirecionamentos-midiaplan-2025-03-05.csv", dated in São Paulo. */
export function redirectsCsvFileName(now = new Date()): string {
  const [day, month, year] = formatDateTime(now).slice(0, 10).split('/')
  return `redirecionamentos-midiaplan-${year}-${month}-${day}.csv`
}
