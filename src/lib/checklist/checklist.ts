import { htmlText } from '@/lib/html-text'
import { WORDS_PER_MINUTE } from '@/lib/text'
import { outlineBody, type BodyOutline } from './body-outline'
import {
  headingsItem,
  imageAltItem,
  internalLinkItems,
  noH1Item,
  readabilityItems,
} from './body-rules'
import { descriptionItem, effectiveSlug, focusKeywordItem, slugItem, titleItem } from './meta-rules'
import { measureReadability } from './readability'
import type { ChecklistContext, ChecklistInput, ChecklistItem } from './types'

/*
 * The "Checklist de publicação": the same function runs in the editor's panel, as the form
 * changes, and on the server before anything is made public (publishing, "Atualizar",
 * scheduling and the scheduler's publish), where a failing required item refuses it.
 */

export interface Checklist {
  items: ChecklistItem[]
  outline: BodyOutline
  words: number
  readingMinutes: number
}

/** `outline`: the body's, when the caller already read it (the editor does, for its links). */
export function computeChecklist(
  input: ChecklistInput,
  context: ChecklistContext,
  outline: BodyOutline = outlineBody(input.content),
): Checklist {
  const reading = measureReadability(outline.blocks)
  const firstParagraph = outline.blocks.find((block) => block.tag === 'p')?.text ?? ''
  const bodyText = outline.blocks.map((block) => block.text).join(' ')
  // The spec's reading time (src/lib/text.ts), from the same count.
  const words = htmlText(input.content).split(/\s+/).filter(Boolean).length
  const readingMinutes = Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))
  const items: ChecklistItem[] = [
    titleItem(input),
    descriptionItem(input),
    slugItem(input),
    noH1Item(outline),
    headingsItem(outline),
    imageAltItem(outline),
    ...internalLinkItems(outline, context, effectiveSlug(input)),
    focusKeywordItem(input, firstParagraph, bodyText),
    ...readabilityItems(reading),
    {
      id: 'reading-time',
      label: 'Tempo de leitura',
      level: 'info',
      required: false,
      reason: `${readingMinutes} min (${words} palavras a ${WORDS_PER_MINUTE} por minuto).`,
      target: null,
    },
  ]
  return { items, outline, words, readingMinutes }
}

/** The required items that fail: any one of them refuses publishing. */
export function requiredFailures(checklist: Checklist): ChecklistItem[] {
  return checklist.items.filter((item) => item.required && item.level === 'error')
}
