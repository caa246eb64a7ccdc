import { postPath } from '../blog-paths'
import type { BodyOutline, OutlineImage } from './body-outline'
import { postLinks } from './internal-links'
import { LONG_PARAGRAPH_WORDS, LONG_SENTENCE_WORDS, type Readability } from './readability'
import type { ChecklistContext, ChecklistItem } from './types'

/** Internal links to other published posts a body should have. */
export const MIN_INTERNAL_LINKS = 2
/** Above this share of long sentences, the text reads as heavy (Yoast's limit). */
export const LONG_SENTENCE_SHARE = 0.25
/** Martins et al.'s "fácil" band starts here. */
export const READABLE_SCORE = 50

const block = (tag: string, index: number) => ({ kind: 'block', tag, index }) as const
const quote = (text: string) => (text.length > 40 ? `"${text.slice(0, 40)}…"` : `"${text}"`)

export function noH1Item(outline: BodyOutline): ChecklistItem {
  const base = { id: 'no-h1', label: 'Sem H1 no texto', required: true } as const
  const h1 = outline.headings.find((heading) => heading.level === 1)
  if (!h1)
    return {
      ...base,
      level: 'ok',
      reason: 'O título do post é o único H1 da página.',
      target: null,
    }
  return {
    ...base,
    level: 'error',
    reason: `O H1 ${quote(h1.text)} repete o papel do título: troque por H2.`,
    target: block('h1', h1.index),
  }
}

export function headingsItem(outline: BodyOutline): ChecklistItem {
  const base = { id: 'headings', label: 'Intertítulos', required: false } as const
  let previous = 1
  for (const heading of outline.headings) {
    if (heading.level > previous + 1) {
      const reason = `H${heading.level} ${quote(heading.text)} vem depois de um H${previous}: não pule níveis.`
      return { ...base, level: 'warn', reason, target: block(`h${heading.level}`, heading.index) }
    }
    previous = Math.max(heading.level, 1)
  }
  const h2 = outline.headings.filter((heading) => heading.level === 2).length
  if (h2 === 0)
    return { ...base, level: 'warn', reason: 'Divida o texto com intertítulos H2.', target: null }
  return { ...base, level: 'ok', reason: `${h2} H2, sem níveis pulados.`, target: null }
}

/** The name a person recognizes an image by: its file name. */
export function imageName(image: OutlineImage): string {
  const path = image.src.split(/[?#]/)[0] ?? ''
  const file = path.slice(path.lastIndexOf('/') + 1)
  try {
    if (file) return decodeURIComponent(file)
  } catch {
    return file
  }
  // No address (the sanitizer dropped it): its place among the body's images.
  return `nº ${image.index + 1}`
}

export function missingAltImages(outline: BodyOutline): OutlineImage[] {
  return outline.images.filter((image) => !image.alt)
}

export function imageAltItem(outline: BodyOutline): ChecklistItem {
  const base = { id: 'image-alt', label: 'Texto alternativo das imagens', required: true } as const
  const missing = missingAltImages(outline)
  const total = outline.images.length
  if (missing.length === 0)
    return {
      ...base,
      level: 'ok',
      reason: total
        ? `Todas as ${total} imagens têm texto alternativo.`
        : 'Nenhuma imagem no texto.',
      target: null,
    }
  return {
    ...base,
    level: 'error',
    reason: altMessage(missing),
    target: block('img', missing[0]!.index),
  }
}

/** The refusal that names the images: the panel and the server's field error say the same. */
export function altMessage(missing: readonly OutlineImage[]): string {
  const names = missing.slice(0, 3).map((image) => `"${imageName(image)}"`)
  const more = missing.length > 3 ? ` e mais ${missing.length - 3}` : ''
  return missing.length === 1
    ? `A imagem ${names[0]} está sem texto alternativo: descreva-a para publicar.`
    : `As imagens ${names.join(', ')}${more} estão sem texto alternativo: descreva-as para publicar.`
}

export function internalLinkItems(
  outline: BodyOutline,
  context: ChecklistContext,
  ownSlug: string,
): [ChecklistItem, ChecklistItem] {
  const links = postLinks(outline.links, context.siteOrigin).filter((l) => l.slug !== ownSlug)
  const targets = {
    id: 'link-targets',
    label: 'Links para posts publicados',
    required: true,
  } as const
  const count = { id: 'internal-links', label: 'Links internos', required: false } as const
  const known = context.linkedPosts
  if (!known) {
    return [
      { ...count, level: 'info', reason: 'Verificando os links...', target: null },
      { ...targets, level: 'info', reason: 'Verificando os links...', target: null },
    ]
  }
  const published = new Set(
    links.filter((l) => known.get(l.slug) === 'published').map((l) => l.slug),
  )
  const broken = links.find((l) => known.get(l.slug) !== 'published')
  const countItem: ChecklistItem =
    published.size >= MIN_INTERNAL_LINKS
      ? {
          ...count,
          level: 'ok',
          reason: `${published.size} posts publicados citados.`,
          target: null,
        }
      : {
          ...count,
          level: 'warn',
          reason: `${published.size} de ${MIN_INTERNAL_LINKS} links para outros posts publicados: use "Sugerir links".`,
          target: null,
        }
  if (!broken)
    return [
      countItem,
      {
        ...targets,
        level: 'ok',
        reason: 'Nenhum link para rascunho ou post inexistente.',
        target: null,
      },
    ]
  const state = known.get(broken.slug)
  const what = state === undefined ? 'um post que não existe' : 'um post não publicado'
  return [
    countItem,
    {
      ...targets,
      level: 'error',
      reason: `O link para "${postPath(broken.slug)}" leva a ${what}.`,
      target: block('a', broken.link.index),
    },
  ]
}

export function readabilityItems(reading: Readability): ChecklistItem[] {
  const score = { id: 'readability', label: 'Legibilidade (Flesch)', required: false } as const
  const sentences = { id: 'long-sentences', label: 'Frases longas', required: false } as const
  const paragraphs = { id: 'long-paragraphs', label: 'Parágrafos longos', required: false } as const
  if (reading.score === null) {
    const reason = 'Escreva o texto para medir.'
    return [
      { ...score, level: 'info', reason, target: null },
      { ...sentences, level: 'info', reason, target: null },
      { ...paragraphs, level: 'info', reason, target: null },
    ]
  }
  // One decimal: 49.6 rounded to 50 would read as "fácil" next to the band it is not in.
  const rounded = reading.score.toLocaleString('pt-BR', { maximumFractionDigits: 1 })
  const share = reading.longSentences / reading.sentences
  const firstLong = reading.firstLongSentence
  const firstParagraph = reading.longParagraphs[0]
  return [
    {
      ...score,
      level: reading.score >= READABLE_SCORE ? 'ok' : 'warn',
      reason: `${rounded} (${reading.band})${reading.score >= READABLE_SCORE ? '.' : ': encurte frases e prefira palavras curtas.'}`,
      target: null,
    },
    {
      ...sentences,
      level: share > LONG_SENTENCE_SHARE ? 'warn' : 'ok',
      reason: `${reading.longSentences} de ${reading.sentences} frases com mais de ${LONG_SENTENCE_WORDS} palavras (${Math.round(share * 100)}%; máx. ${LONG_SENTENCE_SHARE * 100}%).`,
      target: firstLong ? block(firstLong.tag, firstLong.index) : null,
    },
    firstParagraph
      ? {
          ...paragraphs,
          level: 'warn',
          reason: `${reading.longParagraphs.length} com mais de ${LONG_PARAGRAPH_WORDS} palavras: divida-os.`,
          target: block(firstParagraph.tag, firstParagraph.index),
        }
      : {
          ...paragraphs,
          level: 'ok',
          reason: `Nenhum com mais de ${LONG_PARAGRAPH_WORDS} palavras.`,
          target: null,
        },
  ]
}
