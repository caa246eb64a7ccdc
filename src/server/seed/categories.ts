/** The six public categories of the spec (section 3), with their pt-BR names and descriptions. */
export const SEED_CATEGORIES = [
  {
    slug: 'martech',
    name: 'Martech',
    description:
      'Tecnologia de marketing explicada sem jargão: conceitos, tendências e como aplicar no seu negócio.',
  },
  {
    slug: 'midia-paga',
    name: 'Mídia Paga',
    description:
      'Estratégias de Google Ads, Meta Ads e outras plataformas para gerar demanda com o orçamento certo.',
  },
  {
    slug: 'planejamento',
    name: 'Planejamento',
    description:
      'Como planejar campanhas e mídia com metas, orçamento e métricas que fecham a conta.',
  },
  {
    slug: 'ia-midia-paga',
    name: 'IA em Mídia Paga',
    description:
      'Como a inteligência artificial está mudando a compra de mídia, a segmentação e a otimização de campanhas.',
  },
  {
    slug: 'cases',
    name: 'Cases',
    description:
      'Resultados reais de empresas que planejaram sua mídia paga com dados e inteligência artificial.',
  },
  {
    slug: 'stack-martech',
    name: 'Stack Martech',
    description:
      'As ferramentas certas para cada camada da sua operação de marketing, do analytics ao CRM.',
  },
] as const
