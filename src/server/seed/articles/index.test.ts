import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { SEED_ARTICLES, coverPath } from '.'

const SPEC_SLUGS = [
  'o-que-e-martech-2026',
  'plataforma-midia-paga-como-escolher',
  'ia-em-midia-paga-guia-completo',
  'stack-martech-ideal-2025',
  'stack-martech-ferramentas-2025',
  'planejamento-de-campanha-guia-completo',
  'planejamento-de-midia-guia-definitivo',
]

const text = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ')

describe('SEED_ARTICLES', () => {
  it('holds exactly the seven articles of the spec, each with a committed cover', () => {
    expect(SEED_ARTICLES.map((a) => a.slug).sort()).toEqual([...SPEC_SLUGS].sort())
    for (const article of SEED_ARTICLES) {
      expect(existsSync(path.join(process.cwd(), 'public', coverPath(article.slug)))).toBe(true)
    }
  })

  it('links only to articles that exist', () => {
    for (const article of SEED_ARTICLES) {
      for (const [, slug] of article.content.matchAll(/href="\/blog\/post\/([a-z0-9-]+)"/g)) {
        expect(SPEC_SLUGS).toContain(slug)
      }
    }
  })

  it('teaches the article rules of spec section 9 between them', () => {
    const all = SEED_ARTICLES.map((a) => text(a.content)).join('\n')
    expect(all).toMatch(/CPA[^.]{0,40}(×|x)\s*50/i)
    expect(all).toMatch(/70[-–]20[-–]10/)
    expect(all).toMatch(/R\$\s?2\.000/)
    expect(all).toMatch(/R\$\s?10\.000/)
    expect(all).toMatch(/12\s?(a|–|-)\s?15/)
    expect(all).toMatch(/8\s?(a|–|-)\s?11/)
    expect(all).toMatch(/4\s?(a|–|-)\s?7/)
    expect(all).toMatch(/0\s?(a|–|-)\s?3/)
    expect(all).toMatch(/(oito|8) pilares/i)
    for (const layer of [
      'analytics',
      'mídia paga',
      'automação',
      'CRM',
      'conteúdo',
      'social',
      'IA',
    ]) {
      expect(all).toContain(layer)
    }
  })
})
