import type { OutlineBlock } from './body-outline'
import { countSyllables, wordsOf } from './syllables'

/*
 * Flesch's reading ease adapted to Portuguese by Martins et al. (1996):
 *   248.835 − 1.015 × (words / sentences) − 84.6 × (syllables / words)
 * read on the body's paragraphs and list items (headings are labels, not prose: with no full
 * stop they would pass for very short sentences). Bands as the authors give them.
 */

/** Sentences over this many words are "long" (the limit Yoast uses for Portuguese). */
export const LONG_SENTENCE_WORDS = 25
/** Paragraphs over this many words are "long". */
export const LONG_PARAGRAPH_WORDS = 150

export interface Readability {
  words: number
  sentences: number
  syllables: number
  /** Null for a body with no prose. */
  score: number | null
  band: ReadabilityBand | null
  longSentences: number
  /** The first paragraph or list item holding a long sentence. */
  firstLongSentence: OutlineBlock | null
  longParagraphs: OutlineBlock[]
}

export type ReadabilityBand = 'muito fácil' | 'fácil' | 'difícil' | 'muito difícil'

export function fleschPortuguese(words: number, sentences: number, syllables: number): number {
  return 248.835 - 1.015 * (words / sentences) - 84.6 * (syllables / words)
}

export function readabilityBand(score: number): ReadabilityBand {
  if (score >= 75) return 'muito fácil'
  if (score >= 50) return 'fácil'
  if (score >= 25) return 'difícil'
  return 'muito difícil'
}

/** A block's sentences: ended by . ! ? or … followed by a space, or by the block's end. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => wordsOf(sentence).length > 0)
}

// The same word recurs many times in an article: counting it once per spelling is enough.
const syllableCache = new Map<string, number>()

function syllablesOf(word: string): number {
  let count = syllableCache.get(word)
  if (count === undefined) {
    count = /^\p{N}/u.test(word) ? 1 : countSyllables(word)
    if (syllableCache.size > 50_000) syllableCache.clear()
    syllableCache.set(word, count)
  }
  return count
}

export function measureReadability(blocks: readonly OutlineBlock[]): Readability {
  const result: Readability = {
    words: 0,
    sentences: 0,
    syllables: 0,
    score: null,
    band: null,
    longSentences: 0,
    firstLongSentence: null,
    longParagraphs: [],
  }
  for (const block of blocks) {
    let blockWords = 0
    for (const sentence of sentencesOf(block.text)) {
      const words = wordsOf(sentence)
      result.sentences++
      blockWords += words.length
      for (const word of words) result.syllables += syllablesOf(word)
      if (words.length > LONG_SENTENCE_WORDS) {
        result.longSentences++
        result.firstLongSentence ??= block
      }
    }
    result.words += blockWords
    if (blockWords > LONG_PARAGRAPH_WORDS) result.longParagraphs.push(block)
  }
  if (result.words > 0) {
    result.score = fleschPortuguese(result.words, result.sentences, result.syllables)
    result.band = readabilityBand(result.score)
  }
  return result
}
