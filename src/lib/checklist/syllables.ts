/*
 * A pt-BR syllable counter for the readability score, following the grammar's division rules
 * (the ones dictionaries use): every vowel is a syllable's nucleus except
 * - an unaccented i/u after a vowel, which forms a falling diphthong with it (pai, meu, muito,
 *   ideia), unless the i/u closes its own syllable before l, m, n, r, z or nh (ra-i-nha,
 *   a-in-da, ru-im, ca-ir, Ra-ul): a hiatus;
 * - the u of qu/gu before a vowel, silent or a glide (quem, guerra, qual, á-gua);
 * - the o/e of the nasal diphthongs ão, ãe, õe (mão, mães, lições).
 * Two strong vowels (a, e, o) side by side are always a hiatus (po-e-ta, vo-o), and so is a
 * vowel before or after an accented í/ú (sa-ú-de, pa-ís). A word with no vowel (an acronym
 * such as "CRM") counts as one syllable.
 */

const VOWELS = new Set('aeiouáàâãéêíóôõúüy')
const GLIDES = new Set('iuy')
const NASAL = new Set('ãõ')
const CODA = new Set('lmnrz')

const isVowel = (char: string | undefined) => char !== undefined && VOWELS.has(char)

/** The syllables of one word (letters only are looked at; case and hyphens are ignored). */
export function countSyllables(word: string): number {
  const w = word.toLocaleLowerCase('pt-BR')
  let count = 0
  // The nucleus being built: its first vowel's index, and whether it already took a glide.
  let nucleus = -1
  let glided = false
  for (let i = 0; i < w.length; i++) {
    const char = w[i]!
    if (!isVowel(char)) {
      nucleus = -1
      continue
    }
    const prev = w[i - 1]
    const next = w[i + 1]
    // qu/gu + vowel: the u belongs to the consonant.
    if ((char === 'u' || char === 'ü') && (prev === 'q' || prev === 'g') && isVowel(next)) {
      continue
    }
    if (nucleus !== -1 && !glided && joinsNucleus(w, i, nucleus)) {
      glided = true
      continue
    }
    count++
    nucleus = i
    glided = false
  }
  return Math.max(1, count)
}

function joinsNucleus(w: string, i: number, nucleus: number): boolean {
  const char = w[i]!
  const before = w[i - 1]!
  if (NASAL.has(before) && (char === 'o' || char === 'e')) return true
  if (!GLIDES.has(char) || before === char || nucleus !== i - 1) return false
  // i/u closing its own syllable: "ainda", "ruim", "cair", "juiz", "Raul", "rainha".
  const next = w[i + 1]
  if (next === 'n' && w[i + 2] === 'h') return false
  if (next !== undefined && CODA.has(next) && !isVowel(w[i + 2])) return false
  return true
}

/** Words of a text: letters (with inner hyphens or apostrophes), or numbers such as 2.500,50. */
export function wordsOf(text: string): string[] {
  return text.match(/\p{N}+(?:[.,]\p{N}+)*|\p{L}[\p{L}\p{N}]*(?:['’-][\p{L}\p{N}]+)*/gu) ?? []
}
