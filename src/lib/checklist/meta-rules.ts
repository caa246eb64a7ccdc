import { site } from '@/lib/site'
import { normalizeSearchText, slugify } from '@/lib/text'
import { slugFromTitle } from '@/lib/validations/posts'
import type { ChecklistInput, ChecklistItem } from './types'

export const TITLE_RANGE = [30, 60] as const
export const DESCRIPTION_RANGE = [70, 160] as const
/** A slug longer than this, or of more words, is not "short". */
export const SLUG_MAX_CHARS = 60
export const SLUG_MAX_WORDS = 6

/** Portuguese function words that add nothing to an address. */
export const SLUG_STOP_WORDS = new Set(
  (
    'a o as os um uma uns umas de da do das dos e em no na nos nas ao aos para pra por pelo ' +
    'pela pelos pelas com sem que se ou sua seu suas seus como mais'
  ).split(' '),
)

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

function descriptionLengthItem(value: string): ChecklistItem {
  const [min, max] = DESCRIPTION_RANGE
  const length = value.trim().length
  const target = { kind: 'field', id: 'descricao' } as const
  const base = { id: 'description', label: 'Meta description', required: false, target } as const
  if (length === 0)
    return {
      ...base,
      level: 'warn',
      reason: 'Sem descrição: o Google escolherá um trecho do texto.',
    }
  if (length < min)
    return { ...base, level: 'warn', reason: `Tem ${length} caracteres; use de ${min} a ${max}.` }
  if (length > max)
    return {
      ...base,
      level: 'warn',
      reason: `Tem ${length} caracteres; o Google corta depois de ${max}. Use de ${min} a ${max}.`,
    }
  return { ...base, level: 'ok', reason: `${length} caracteres (ideal: ${min} a ${max}).` }
}

/** What every page title gets after it (the root layout's template): Google shows it too. */
export const TITLE_SUFFIX = ` | ${site.name}`

/** The title as Google shows it, with the site's name after it, is what must fit. */
export function titleItem(input: ChecklistInput): ChecklistItem {
  const base = {
    id: 'title',
    label: 'Título',
    required: false,
    target: { kind: 'field', id: 'titulo' },
  } as const
  const own = input.title.trim().length
  if (own === 0) return { ...base, level: 'warn', reason: 'Sem título.' }
  const shown = own + TITLE_SUFFIX.length
  const [min, max] = TITLE_RANGE
  const room = `use de ${min - TITLE_SUFFIX.length} a ${max - TITLE_SUFFIX.length} no título`
  const where = `No Google, com “${TITLE_SUFFIX.trim()}” no fim, o título tem ${shown} caracteres`
  if (shown < min) return { ...base, level: 'warn', reason: `${where}; ${room}.` }
  if (shown > max) {
    return { ...base, level: 'warn', reason: `${where} e é cortado depois de ${max}; ${room}.` }
  }
  return { ...base, level: 'ok', reason: `${where} (ideal: ${min} a ${max}).` }
}

export function descriptionItem(input: ChecklistInput): ChecklistItem {
  return descriptionLengthItem(input.description)
}

/** The slug the post will have: the typed one, or the one the server derives from the title. */
export function effectiveSlug(input: ChecklistInput): string {
  return input.slug.trim() || slugFromTitle(input.title)
}

const DATE_IN_SLUG = /(?:^|-)(?:19|20)\d{2}(?:-|$)|\d{1,2}-\d{1,2}-\d{2,4}/

export function slugItem(input: ChecklistInput): ChecklistItem {
  const slug = effectiveSlug(input)
  const base = {
    id: 'slug',
    label: 'Slug',
    required: false,
    target: { kind: 'field', id: 'slug' },
  } as const
  const problems: string[] = []
  if (slug !== slugify(slug) || /[^a-z0-9-]/.test(slug)) problems.push('tem acentos ou símbolos')
  const words = slug.split('-').filter(Boolean)
  const stop = words.filter((word) => SLUG_STOP_WORDS.has(word))
  if (stop.length) problems.push(`tem palavras vazias (${[...new Set(stop)].join(', ')})`)
  if (DATE_IN_SLUG.test(slug)) problems.push('tem uma data, que envelhece o endereço')
  if (slug.length > SLUG_MAX_CHARS || words.length > SLUG_MAX_WORDS)
    problems.push(
      `é longo (${plural(words.length, 'palavra', 'palavras')}; use até ${SLUG_MAX_WORDS})`,
    )
  if (!slug) return { ...base, level: 'warn', reason: 'Sem slug: escreva um título.' }
  if (problems.length === 0)
    return { ...base, level: 'ok', reason: 'Curto, sem acentos, datas ou palavras vazias.' }
  const text = problems.join('; ')
  return { ...base, level: 'warn', reason: `O slug ${text}.` }
}

/** Lowercase, accents removed, every run of non-letters a single space, padded: for word matches. */
export function matchableText(value: string): string {
  return ` ${normalizeSearchText(value).replace(/[^\p{L}\p{N}]+/gu, ' ')} `
}

/** Whole-word occurrences of the keyword, ignoring case and accents. */
export function keywordOccurrences(text: string, keyword: string): number {
  const needle = matchableText(keyword)
  if (needle.trim() === '') return 0
  const haystack = matchableText(text)
  let count = 0
  let at = haystack.indexOf(needle)
  while (at !== -1) {
    count++
    at = haystack.indexOf(needle, at + needle.length - 1)
  }
  return count
}

export function focusKeywordItem(
  input: ChecklistInput,
  firstParagraph: string,
  bodyText: string,
): ChecklistItem {
  const keyword = input.focusKeyword.trim()
  const target = { kind: 'field', id: 'palavra-chave' } as const
  const base = {
    id: 'focus-keyword',
    label: 'Palavra-chave principal',
    required: false,
    target,
  } as const
  if (!keyword)
    return {
      ...base,
      level: 'info',
      reason: 'Opcional: defina uma para conferir onde ela aparece.',
    }
  // The slug drops function words ("planejamento-midia" has "planejamento de mídia").
  const slugKeyword = slugify(keyword)
    .split('-')
    .filter((word) => !SLUG_STOP_WORDS.has(word))
    .join('-')
  const places: [string, boolean][] = [
    ['título', keywordOccurrences(input.title, keyword) > 0],
    ['slug', slugKeyword !== '' && `-${effectiveSlug(input)}-`.includes(`-${slugKeyword}-`)],
    ['primeiro parágrafo', keywordOccurrences(firstParagraph, keyword) > 0],
    ['descrição', keywordOccurrences(input.description, keyword) > 0],
  ]
  const missing = places.filter(([, found]) => !found).map(([place]) => place)
  const count = keywordOccurrences(bodyText, keyword)
  const inBody = `${plural(count, 'vez', 'vezes')} no texto`
  if (missing.length === 0)
    return {
      ...base,
      level: 'ok',
      reason: `No título, slug, primeiro parágrafo e descrição; ${inBody}.`,
    }
  return { ...base, level: 'warn', reason: `Falta em: ${missing.join(', ')} (${inBody}).` }
}
