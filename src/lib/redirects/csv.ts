import { REDIRECT_STATUSES, type RedirectMatch, type RedirectStatus } from './types'

/*
 * The redirect manager's CSV import: the file the export writes (`;`, UTF-8 with BOM, Excel
 * in pt-BR), or any spreadsheet saved as CSV with `,`, `;` or tabs, with a header naming the
 * columns in Portuguese or English, or none (then: old address, target, type, match). Each
 * problem is reported with its line; the server refuses the whole file when there is one.
 */

export interface CsvRedirectRow {
  /** The line of the file the row starts on (1 is the first line). */
  line: number
  source: string
  target: string
  status: RedirectStatus
  match: RedirectMatch
}

export type CsvParse = { ok: true; rows: CsvRedirectRow[] } | { ok: false; errors: string[] }

type Column = 'source' | 'target' | 'status' | 'match' | 'regex'

const ALIASES: Record<Column, readonly string[]> = {
  source: ['endereco antigo', 'antigo', 'de', 'source', 'from', 'url antiga', 'source url'],
  target: ['destino', 'para', 'target', 'to', 'url nova', 'target url'],
  status: ['tipo', 'status', 'codigo', 'code', 'http code', 'http_code', 'action_code'],
  match: ['correspondencia', 'match', 'match type', 'tipo de correspondencia'],
  regex: ['regex', 'expressao regular'],
}

const DEFAULT_ORDER: readonly Column[] = ['source', 'target', 'status', 'match']

function plain(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
}

/** The separator the first line uses most, outside quotes (`;` when none). */
function detectSeparator(text: string): string {
  const counts = new Map<string, number>([
    [';', 0],
    [',', 0],
    ['\t', 0],
  ])
  let quoted = false
  for (const char of text) {
    if (char === '"') quoted = !quoted
    else if (!quoted && (char === '\n' || char === '\r')) break
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1)
  }
  let best = ';'
  for (const [separator, count] of counts) if (count > (counts.get(best) ?? 0)) best = separator
  return best
}

/** RFC 4180 cells, each row with the line it starts on; blank lines are left out. */
export function parseCsvRows(text: string): { line: number; cells: string[] }[] {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text
  const separator = detectSeparator(body)
  const rows: { line: number; cells: string[] }[] = []
  let cells: string[] = []
  let cell = ''
  let quoted = false
  let line = 1
  let rowLine = 1
  const endRow = () => {
    cells.push(cell)
    if (cells.some((value) => value.trim() !== '')) rows.push({ line: rowLine, cells })
    cells = []
    cell = ''
  }
  for (let i = 0; i < body.length; i += 1) {
    const char = body.charAt(i)
    if (quoted) {
      if (char === '"' && body.charAt(i + 1) === '"') {
        cell += '"'
        i += 1
      } else if (char === '"') quoted = false
      else {
        if (char === '\n') line += 1
        cell += char
      }
    } else if (char === '"' && cell.trim() === '') {
      quoted = true
      cell = ''
    } else if (char === separator) {
      cells.push(cell)
      cell = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body.charAt(i + 1) === '\n') i += 1
      endRow()
      line += 1
      rowLine = line
    } else cell += char
  }
  if (cell !== '' || cells.length > 0) endRow()
  return rows
}

/** Undoes the export's guard against spreadsheet formulas (`'=x` was `=x`). */
function unguard(value: string): string {
  const trimmed = value.trim()
  return /^'[=+\-@]/.test(trimmed) ? trimmed.slice(1) : trimmed
}

function columnsOf(header: string[]): Map<Column, number> | null {
  const found = new Map<Column, number>()
  header.forEach((cell, index) => {
    const name = plain(cell)
    for (const [column, names] of Object.entries(ALIASES) as [Column, readonly string[]][]) {
      if (names.includes(name) && !found.has(column)) found.set(column, index)
    }
  })
  return found.has('source') ? found : null
}

function parseStatus(value: string): RedirectStatus | null {
  if (value === '') return 301
  const code = Number(/^\d{3}/.exec(value)?.[0])
  return (REDIRECT_STATUSES as readonly number[]).includes(code) ? (code as RedirectStatus) : null
}

function parseMatch(value: string): RedirectMatch | null {
  const name = plain(value)
  if (['', 'exata', 'exact', 'exato'].includes(name)) return 'exact'
  if (['prefixo', 'prefix'].includes(name) || name.startsWith('prefixo ')) return 'prefix'
  return null
}

const TRUE = new Set(['1', 'sim', 'true', 'yes', 's'])

/** The rows of a redirect CSV, or every line's problem. */
export function parseRedirectsCsv(text: string, maxRows: number): CsvParse {
  const all = parseCsvRows(text)
  const header = all[0] ? columnsOf(all[0].cells) : null
  const columns = header ?? new Map(DEFAULT_ORDER.map((column, index) => [column, index]))
  const data = header ? all.slice(1) : all
  if (data.length === 0) return { ok: false, errors: ['O arquivo não tem nenhuma linha de dados.'] }
  if (data.length > maxRows) {
    return {
      ok: false,
      errors: [`O arquivo tem ${data.length} linhas; importe no máximo ${maxRows} por vez.`],
    }
  }
  const rows: CsvRedirectRow[] = []
  const errors: string[] = []
  for (const { line, cells } of data) {
    const cell = (column: Column) => {
      const index = columns.get(column)
      return index === undefined ? '' : unguard(cells[index] ?? '')
    }
    if (TRUE.has(plain(cell('regex')))) {
      errors.push(`Linha ${line}: expressões regulares não são aceitas; use exata ou prefixo.`)
      continue
    }
    const status = parseStatus(cell('status'))
    const match = parseMatch(cell('match'))
    if (status === null)
      errors.push(
        `Linha ${line}: tipo "${cell('status')}" inválido; use 301, 302, 307, 308 ou 410.`,
      )
    if (match === null)
      errors.push(
        `Linha ${line}: correspondência "${cell('match')}" inválida; use exata ou prefixo.`,
      )
    if (status === null || match === null) continue
    rows.push({ line, source: cell('source'), target: cell('target'), status, match })
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rows }
}
