import { describe, expect, it } from 'vitest'
import { outlineBody } from './body-outline'
import { fleschPortuguese, measureReadability, readabilityBand, sentencesOf } from './readability'

describe('fleschPortuguese (Martins et al. 1996)', () => {
  it('is 248.835 − 1.015 × words/sentence − 84.6 × syllables/word', () => {
    // 20 words, 2 sentences, 40 syllables: 248.835 − 10.15 − 169.2
    expect(fleschPortuguese(20, 2, 40)).toBeCloseTo(69.485, 3)
  })

  it('bands the score as the authors do', () => {
    expect(readabilityBand(80)).toBe('muito fácil')
    expect(readabilityBand(60)).toBe('fácil')
    expect(readabilityBand(30)).toBe('difícil')
    expect(readabilityBand(10)).toBe('muito difícil')
  })
})

describe('measureReadability', () => {
  it('counts words, sentences and syllables of paragraphs and list items, not headings', () => {
    const outline = outlineBody(
      '<h2>Um título qualquer aqui</h2><p>A casa é bela. O pai saiu!</p><ul><li>Meu guia</li></ul>',
    )
    const reading = measureReadability(outline.blocks)
    // a(1) ca-sa(2) é(1) be-la(2) | o(1) pai(1) sa-iu(2) | meu(1) gui-a(2)
    expect(reading).toMatchObject({ words: 9, sentences: 3, syllables: 13 })
    expect(reading.score).toBeCloseTo(fleschPortuguese(9, 3, 13), 6)
  })

  it('flags sentences over 25 words and paragraphs over 150', () => {
    const long = `${'palavra '.repeat(30).trim()}.`
    const short = 'Frase curta.'
    const huge = `${'Uma frase com cinco palavras. '.repeat(31)}`
    const outline = outlineBody(`<p>${short}</p><p>${long}</p><p>${huge}</p>`)
    const reading = measureReadability(outline.blocks)
    expect(reading.longSentences).toBe(1)
    expect(reading.firstLongSentence?.index).toBe(1)
    expect(reading.longParagraphs.map((block) => block.index)).toEqual([2])
  })

  it('has no score without prose', () => {
    expect(measureReadability([]).score).toBeNull()
  })

  it('splits sentences at . ! ? … followed by a space, not inside numbers', () => {
    expect(sentencesOf('Custa R$ 2.500 por mês. Vale? Sim… talvez!')).toEqual([
      'Custa R$ 2.500 por mês.',
      'Vale?',
      'Sim…',
      'talvez!',
    ])
  })
})
