import { z } from 'zod'
import { MATCH_INVALID, STATUS_INVALID } from '@/lib/redirects/messages'
import { REDIRECT_MATCHES, REDIRECT_STATUSES } from '@/lib/redirects/types'

/*
 * The redirect manager's forms and queries. Source and target are parsed on the server
 * (src/lib/redirects/input.ts needs the site's address to tell its own URLs from others); the
 * schema bounds what reaches that parser.
 */

export const REDIRECTS_PAGE_SIZE = 50
export const NOT_FOUND_PAGE_SIZE = 50
/** Next refuses a server action's body past 1 MB; the form checks the file before sending. */
export const REDIRECTS_CSV_MAX_BYTES = 900_000
export const REDIRECTS_CSV_MAX_ROWS = 5_000
export const REDIRECTS_CSV_TOO_LARGE = `O arquivo passa do limite de ${REDIRECTS_CSV_MAX_BYTES / 1000} KB. Divida-o em arquivos menores.`

export const STATUS_LABELS: Record<(typeof REDIRECT_STATUSES)[number], string> = {
  301: '301 · Permanente',
  302: '302 · Temporário',
  307: '307 · Temporário (mantém o método)',
  308: '308 · Permanente (mantém o método)',
  410: '410 · Removido',
}

export const MATCH_LABELS: Record<(typeof REDIRECT_MATCHES)[number], string> = {
  exact: 'Exata',
  prefix: 'Prefixo (o caminho e tudo abaixo dele)',
}

export const ORIGIN_LABELS = {
  manual: 'Manual',
  import: 'Importação',
  'post-slug': 'Slug de post',
  'category-slug': 'Slug de categoria',
} as const

const address = z.string().max(2100, 'Endereço longo demais.')

const status = z.coerce
  .number({ error: STATUS_INVALID })
  .refine(
    (value): value is (typeof REDIRECT_STATUSES)[number] =>
      (REDIRECT_STATUSES as readonly number[]).includes(value),
    { message: STATUS_INVALID },
  )
  .transform((value) => value as (typeof REDIRECT_STATUSES)[number])

const match = z.enum(REDIRECT_MATCHES, { error: MATCH_INVALID })

const redirectId = z.string().trim().min(1, 'Redirecionamento inválido.').max(100)

export const redirectFormSchema = z.object({
  source: address,
  target: address.default(''),
  status,
  match: match.default('exact'),
})
export type RedirectFormInput = z.input<typeof redirectFormSchema>

export const updateRedirectSchema = redirectFormSchema.extend({ id: redirectId })

export const deleteRedirectSchema = z.object({ id: redirectId })

export const importRedirectsSchema = z.object({
  fileName: z.string().max(300).default(''),
  csv: z
    .string()
    .min(1, 'O arquivo está vazio.')
    .max(REDIRECTS_CSV_MAX_BYTES, REDIRECTS_CSV_TOO_LARGE),
})

export interface RedirectsQuery {
  busca: string
  pagina: number
  /** The tab: the rules, or the 404 log. */
  aba: 'regras' | 'erros'
}

/** ?busca=&pagina=&aba= of /admin/redirecionamentos, read leniently (bad values: defaults). */
export function parseRedirectsQuery(
  params: Record<string, string | string[] | undefined>,
): RedirectsQuery {
  const first = (value: string | string[] | undefined) =>
    (Array.isArray(value) ? value[0] : value) ?? ''
  const pagina = Number.parseInt(first(params.pagina), 10)
  return {
    busca: first(params.busca).trim().slice(0, 200),
    pagina: Number.isInteger(pagina) && pagina > 0 && pagina < 100_000 ? pagina : 1,
    aba: first(params.aba) === 'erros' ? 'erros' : 'regras',
  }
}
