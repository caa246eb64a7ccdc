import { describe, expect, it } from 'vitest'
import { countSyllables, wordsOf } from './syllables'

/*
 * Words with their syllable counts as Portuguese dictionaries divide them (Houaiss, Aulete);
 * they cover each rule of the counter: diphthongs, hiatus, qu/gu, nasal diphthongs, accented
 * i/u, closing i/u.
 */
const KNOWN: Record<string, number> = {
  // simple syllables and consonant clusters
  casa: 2,
  planejamento: 5,
  estratégia: 5,
  orçamento: 4,
  campanha: 3,
  transporte: 3,
  psicologia: 5,
  marketing: 3,
  // falling diphthongs: one syllable
  pai: 1,
  meu: 1,
  muito: 2,
  mais: 1,
  ideia: 3,
  praia: 2,
  partiu: 2,
  dinheiro: 3,
  // hiatus of strong vowels
  poeta: 3,
  voo: 2,
  leão: 2,
  coelho: 3,
  // i/u + vowel after a consonant: a hiatus in dictionary division
  mídia: 3,
  história: 4,
  ciência: 4,
  social: 3,
  continua: 4,
  // accented i/u: hiatus
  saúde: 3,
  país: 2,
  saída: 3,
  // i/u closing its own syllable: hiatus
  ainda: 3,
  rainha: 3,
  ruim: 2,
  cair: 2,
  juiz: 2,
  // qu/gu
  quando: 2,
  qual: 1,
  quais: 1,
  guerra: 2,
  água: 2,
  linguagem: 3,
  agudo: 3,
  // nasal diphthongs
  mão: 1,
  mães: 1,
  lições: 2,
  conversão: 3,
  // acronyms
  CRM: 1,
  ROI: 1,
}

describe('countSyllables', () => {
  it.each(Object.entries(KNOWN))('%s has %i syllables', (word, syllables) => {
    expect(countSyllables(word)).toBe(syllables)
  })

  it('ignores case', () => {
    expect(countSyllables('PLANEJAMENTO')).toBe(5)
  })
})

describe('wordsOf', () => {
  it('keeps hyphenated words and numbers whole and drops punctuation', () => {
    expect(wordsOf('Olá, guarda-chuva: 2.500 reais (ROI)!')).toEqual([
      'Olá',
      'guarda-chuva',
      '2.500',
      'reais',
      'ROI',
    ])
  })
})
