import { z } from 'zod'
import { IMAGE_ALT_MAX } from '@/lib/image-alt'
import { htmlTokens, NBSP_ENTITY, tagAttribute } from '@/lib/html-text'
import { slugify } from '@/lib/text'
import { isSiteImagePath } from './post-images'
import { POST_STATUSES } from '@/lib/domain'

export const TITLE_MAX = 200
export const SLUG_MAX = 120
export const DESCRIPTION_MAX = 160
export const TAGS_MAX = 20
export const TAG_MAX = 40
export const FOCUS_KEYWORD_MAX = 80
/** Far above any real article (the longest seed is ~25 KB); only stops abuse. */
export const CONTENT_MAX = 500_000

export const REQUIRED_TITLE = 'Campos obrigatórios'
export const REQUIRED_MESSAGE = 'Preencha título e conteúdo'
export const CONFLICT_MESSAGE =
  'Este post foi alterado por outra pessoa. Recarregue a página para ver a versão atual.'
export const SLUG_TAKEN_MESSAGE = 'Este slug já está em uso por outro post. Escolha outro.'
export const POST_NOT_FOUND_MESSAGE = 'Post não encontrado. Ele pode ter sido deletado.'

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The spec's slug rule, cut to the column limit without leaving a trailing hyphen. */
export function slugFromTitle(title: string): string {
  const slug = slugify(title).slice(0, SLUG_MAX)
  // slugify leaves single hyphens only, so the cut can leave at most one at the end.
  return slug.endsWith('-') ? slug.slice(0, -1) : slug
}

/** Trimmed, empty ones dropped, duplicates (ignoring case) dropped; the first spelling wins. */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>()
  const result: string[] = []
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, ' ')
    const key = tag.toLocaleLowerCase('pt-BR')
    if (!tag || seen.has(key)) continue
    seen.add(key)
    result.push(tag)
  }
  return result
}

/**
 * Whether a body has something a reader would see: text, or at least an image. TipTap's empty
 * document is "<p></p>", which must count as missing content. Runs on the raw body (the form,
 * the schema) in linear time: see src/lib/html-text.ts.
 */
export function hasContent(html: string): boolean {
  for (const token of htmlTokens(html)) {
    if (token.kind === 'text') {
      if (token.text.replace(NBSP_ENTITY, ' ').trim()) return true
    } else if (token.name === 'img' && !token.closing) {
      const src = tagAttribute(token.source, 'src')
      if (src?.trim()) return true
    }
  }
  return false
}

/**
 * The shape of a cover: an image this site serves (an upload, a shipped cover), or an absolute
 * http(s) address. Whether that address is on an allowed host needs the server's settings:
 * savePost checks it (isSiteImage in post-images.ts).
 */
export function isCoverImageUrl(value: string): boolean {
  if (value.startsWith('/')) return isSiteImagePath(value)
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && value.startsWith(url.protocol)
  } catch {
    return false
  }
}

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((value) => value || null)

export const savePostSchema = z
  .object({
    /** Present when editing; absent for a new post. */
    id: z.string().min(1).max(100).optional(),
    /** The version the form loaded: an update of any other version is refused. */
    version: z.number().int().positive().optional(),
    /** 'publish' is the Publicar button: it forces the status to published. */
    intent: z.enum(['draft', 'publish']),
    title: z.string().trim().max(TITLE_MAX, `Use no máximo ${TITLE_MAX} caracteres no título.`),
    slug: z
      .string()
      .trim()
      .max(SLUG_MAX, `Use no máximo ${SLUG_MAX} caracteres no slug.`)
      .refine(
        (value) => value === '' || SLUG_PATTERN.test(value),
        'Use apenas letras minúsculas sem acento, números e hífens (ex.: meu-post).',
      ),
    description: optionalText(
      DESCRIPTION_MAX,
      `A descrição pode ter no máximo ${DESCRIPTION_MAX} caracteres.`,
    ),
    content: z.string().max(CONTENT_MAX, 'O conteúdo é longo demais para um post.'),
    coverImage: optionalText(2048, 'Endereço da imagem de capa inválido.').refine(
      (value) => value === null || isCoverImageUrl(value),
      'Endereço da imagem de capa inválido.',
    ),
    categoryId: z
      .string()
      .max(100)
      .transform((value) => value || null),
    tags: z
      .array(z.string().max(200, `Cada tag pode ter no máximo ${TAG_MAX} caracteres.`))
      .max(200, `Use no máximo ${TAGS_MAX} tags.`)
      .transform(normalizeTags)
      .pipe(
        z
          .array(z.string().max(TAG_MAX, `Cada tag pode ter no máximo ${TAG_MAX} caracteres.`))
          .max(TAGS_MAX, `Use no máximo ${TAGS_MAX} tags.`),
      ),
    featured: z.boolean(),
    /** "Texto alternativo da capa"; optional, so older clients still save. Spaces collapsed. */
    coverAlt: z
      .string()
      .transform((value) => value.trim().replace(/\s+/g, ' '))
      .pipe(
        optionalText(
          IMAGE_ALT_MAX,
          `Use no máximo ${IMAGE_ALT_MAX} caracteres no texto alternativo da capa.`,
        ),
      )
      .optional(),
    /** The checklist's "Palavra-chave principal"; optional, so older clients still save. */
    focusKeyword: optionalText(
      FOCUS_KEYWORD_MAX,
      `Use no máximo ${FOCUS_KEYWORD_MAX} caracteres na palavra-chave.`,
    ).optional(),
    status: z.enum(POST_STATUSES, { error: 'Escolha um status válido.' }),
  })
  .superRefine((post, ctx) => {
    if (!post.title || !hasContent(post.content)) {
      ctx.addIssue({ code: 'custom', message: REQUIRED_MESSAGE, path: [] })
    }
    if (post.id !== undefined && post.version === undefined) {
      ctx.addIssue({ code: 'custom', message: CONFLICT_MESSAGE, path: [] })
    }
  })

export type SavePostInput = z.input<typeof savePostSchema>
export type SavePostData = z.output<typeof savePostSchema>

export const deletePostSchema = z.object({ id: z.string().min(1).max(100) })

/** The list's URL values are Portuguese; the database's are English. */
export const STATUS_PARAMS = {
  publicado: 'published',
  rascunho: 'draft',
  arquivado: 'archived',
  /** A draft with a publication time. */
  agendado: 'scheduled',
} as const

export type StatusParam = keyof typeof STATUS_PARAMS
