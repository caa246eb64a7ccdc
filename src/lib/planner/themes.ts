/* Words the deterministic narrative uses per segment: search themes, audiences and the angle. */

export interface SegmentThemes {
  keywords: readonly string[]
  audiences: readonly string[]
  angle: string
}

const B2B_DEFAULT: SegmentThemes = {
  keywords: ['fornecedor de {produto}', '{produto} para empresas', 'orçamento {produto}'],
  audiences: ['decisores por cargo e setor', 'visitantes do site nos últimos 30 dias'],
  angle: 'redução de custo e previsibilidade para quem decide a compra',
}

const B2C_DEFAULT: SegmentThemes = {
  keywords: ['{produto} perto de mim', 'melhor {produto}', '{produto} preço'],
  audiences: ['interesses ligados a {produto} na sua região', 'quem interagiu com seu perfil'],
  angle: 'conveniência, confiança e uma oferta clara',
}

export const SEGMENT_THEMES: Record<string, SegmentThemes> = {
  saude: {
    keywords: [
      '{produto} convênio',
      'clínica de {produto} perto de mim',
      'agendar consulta {produto}',
    ],
    audiences: ['moradores num raio de 10 km da clínica', 'pais e mães de 25 a 45 anos'],
    angle: 'confiança na equipe e facilidade para agendar',
  },
  odontologia: {
    keywords: ['dentista {produto}', '{produto} preço parcelado', 'avaliação odontológica'],
    audiences: [
      'adultos de 25 a 55 anos próximos ao consultório',
      'interessados em estética do sorriso',
    ],
    angle: 'avaliação sem compromisso e parcelamento',
  },
  educacao: {
    keywords: ['curso de {produto}', '{produto} online com certificado', 'bolsa {produto}'],
    audiences: [
      'jovens de 18 a 30 anos em transição de carreira',
      'quem visitou a página de matrícula',
    ],
    angle: 'empregabilidade e resultado de ex-alunos',
  },
  imoveis: {
    keywords: ['{produto} à venda', 'apartamento lançamento {produto}', 'financiamento {produto}'],
    audiences: [
      'famílias com renda compatível na região do empreendimento',
      'interessados em financiamento imobiliário',
    ],
    angle: 'localização, condições de pagamento e visita decorada',
  },
  ecommerce: {
    keywords: ['comprar {produto}', '{produto} frete grátis', '{produto} promoção'],
    audiences: ['quem abandonou o carrinho', 'públicos semelhantes aos compradores'],
    angle: 'oferta, prova social e entrega rápida',
  },
  saas: {
    keywords: [
      'software de {produto}',
      'sistema {produto} para empresas',
      'alternativa a {produto}',
    ],
    audiences: [
      'gestores e diretores das áreas que usam o sistema',
      'visitantes da página de preços',
    ],
    angle: 'ganho de produtividade com teste grátis ou demonstração',
  },
  industria: {
    keywords: ['fabricante de {produto}', 'fornecedor {produto} atacado', '{produto} industrial'],
    audiences: ['compradores e engenheiros do setor', 'empresas dos CNAEs atendidos'],
    angle: 'especificação técnica, prazo de entrega e escala',
  },
}

export function themesFor(segmentId: string, audience: 'B2B' | 'B2C'): SegmentThemes {
  return SEGMENT_THEMES[segmentId] ?? (audience === 'B2B' ? B2B_DEFAULT : B2C_DEFAULT)
}

/** Fills "{produto}" with the visitor's product, lowercased for a search-term look. */
export function fillTheme(template: string, product: string): string {
  return template.replaceAll('{produto}', product.trim().toLocaleLowerCase('pt-BR'))
}
