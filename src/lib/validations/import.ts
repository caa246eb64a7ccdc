import { z } from 'zod'
import type { PostStatus } from '@/lib/domain'
import type { SkippedKind } from '@/lib/import/types'

/*
 * The importer of WordPress and Ghost exports: its closed sets of values, the options the
 * command line and the "Importar" screen take, and the messages both show.
 */

/** baixar: copy every image into the media library; manter: leave them on the old site. */
export const IMPORT_MEDIA_MODES = ['baixar', 'manter'] as const
export type ImportMediaMode = (typeof IMPORT_MEDIA_MODES)[number]

export const IMPORT_RUN_STATUSES = ['running', 'done', 'failed'] as const
export type ImportRunStatus = (typeof IMPORT_RUN_STATUSES)[number]

/** reading: the first pass over the file; posts: the second; redirects: the old addresses. */
export const IMPORT_PHASES = ['reading', 'posts', 'redirects', 'finished'] as const
export type ImportPhase = (typeof IMPORT_PHASES)[number]

export const IMPORT_ITEM_KINDS = ['post', 'category', 'tag', 'media', 'author'] as const
export type ImportItemKind = (typeof IMPORT_ITEM_KINDS)[number]

export const IMPORT_VIAS = ['painel', 'cli'] as const
export type ImportVia = (typeof IMPORT_VIAS)[number]

/** The largest export the screen accepts: a 10,000-post WordPress export is about 150 MB. */
export const IMPORT_MAX_FILE_BYTES = 512 * 1024 * 1024

export const IMPORT_PHASE_LABELS: Record<ImportPhase, string> = {
  reading: 'Lendo o arquivo',
  posts: 'Importando os posts',
  redirects: 'Criando os redirecionamentos',
  finished: 'Concluído',
}

export const NOT_AN_EXPORT_MESSAGE =
  'O arquivo não é uma exportação do WordPress (WXR, .xml) nem do Ghost (JSON).'
export const EMPTY_FILE_MESSAGE = 'O arquivo está vazio.'
export const FILE_TOO_LARGE_MESSAGE = `O arquivo passa do limite de ${IMPORT_MAX_FILE_BYTES / 1024 / 1024} MB.`
export const IMPORT_RUNNING_MESSAGE =
  'Já há uma importação em andamento. Espere ela terminar para começar outra.'
export const IMPORT_RUN_NOT_FOUND = 'Importação não encontrada.'
export const SITE_URL_MESSAGE =
  'Informe o endereço do blog antigo com http:// ou https:// (ex.: https://blog.exemplo.com.br).'

const siteUrl = z
  .string()
  .trim()
  .max(500, SITE_URL_MESSAGE)
  .refine((value) => value === '' || /^https?:\/\/[^\s/]+/i.test(value), SITE_URL_MESSAGE)
  .transform((value) => value.replace(/\/+$/, '') || null)

/** The upload's options, sent beside the file (query string of the upload route). */
export const importUploadSchema = z.object({
  nome: z
    .string()
    .trim()
    .min(1, 'Informe o nome do arquivo.')
    .max(255, 'O nome do arquivo é longo demais.'),
  midia: z.enum(IMPORT_MEDIA_MODES, { error: 'Escolha baixar ou manter as imagens.' }),
  simular: z.enum(['0', '1']).transform((value) => value === '1'),
  site: siteUrl.optional().transform((value) => value ?? null),
})
export type ImportUploadInput = z.output<typeof importUploadSchema>

export const importRunParamsSchema = z.object({ id: z.uuid(IMPORT_RUN_NOT_FOUND) })

export const importReportQuerySchema = z.object({
  formato: z.enum(['csv', 'json']).default('csv'),
})

/** The command line's options (`npm run import -- <arquivo> [--midia ...] [--simular]`). */
export const importCliSchema = z.object({
  file: z.string().min(1, 'Informe o arquivo de exportação.'),
  midia: z
    .enum(IMPORT_MEDIA_MODES, { error: 'Use --midia baixar ou --midia manter.' })
    .default('baixar'),
  simular: z.boolean().default(false),
  site: siteUrl.optional().transform((value) => value ?? null),
})

export type ItemAction = 'created' | 'updated' | 'unchanged' | 'skipped'
export const COUNT_KINDS = ['post', 'category', 'tag', 'media', 'redirect'] as const
export type CountKind = (typeof COUNT_KINDS)[number]

export const SKIPPED_LABELS: Record<SkippedKind | 'menu', string> = {
  page: 'Páginas',
  attachment: 'Anexos (as imagens usadas nos posts são copiadas)',
  menu_item: 'Itens de menu',
  menu: 'Menus de navegação',
  custom_post_type: 'Outros tipos de conteúdo',
  comments: 'Comentários',
  internal_tag: 'Tags internas do Ghost',
  trash: 'Posts na lixeira ou rascunhos automáticos',
}

export const ACTION_LABELS: Record<ItemAction, string> = {
  created: 'Criado',
  updated: 'Atualizado',
  unchanged: 'Sem mudança',
  skipped: 'Ignorado',
}

export const DRY_ACTION_LABELS: Record<ItemAction, string> = {
  created: 'Será criado',
  updated: 'Será atualizado',
  unchanged: 'Sem mudança',
  skipped: 'Será ignorado',
}

export const KIND_LABELS: Record<CountKind, string> = {
  post: 'Posts',
  category: 'Categorias',
  tag: 'Tags',
  media: 'Imagens',
  redirect: 'Redirecionamentos',
}

/** A post's status as the report words it. */
export const REPORT_STATUS_LABELS: Record<PostStatus, string> = {
  published: 'Publicado',
  draft: 'Rascunho',
  archived: 'Arquivado',
}
