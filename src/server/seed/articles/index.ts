import { article as iaEmMidiaPaga } from './ia-em-midia-paga-guia-completo.article'
import { article as oQueEMartech } from './o-que-e-martech-2026.article'
import { article as planejamentoDeCampanha } from './planejamento-de-campanha-guia-completo.article'
import { article as planejamentoDeMidia } from './planejamento-de-midia-guia-definitivo.article'
import { article as plataformaMidiaPaga } from './plataforma-midia-paga-como-escolher.article'
import { article as stackFerramentas } from './stack-martech-ferramentas-2025.article'
import { article as stackIdeal } from './stack-martech-ideal-2025.article'
import type { SeedArticle } from './types'

/** The seven launch articles the spec names (section 3), oldest first. */
export const SEED_ARTICLES: readonly SeedArticle[] = [
  stackIdeal,
  stackFerramentas,
  planejamentoDeCampanha,
  plataformaMidiaPaga,
  planejamentoDeMidia,
  iaEmMidiaPaga,
  oQueEMartech,
]

export function coverPath(slug: string): string {
  return `/blog/covers/${slug}.webp`
}

export type { SeedArticle }
