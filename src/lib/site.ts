/** Brand facts used across the site, the admin and structured data. */
export const site = {
  name: 'MídiaPlan',
  legalName: 'MídiaPlan Tecnologia em Marketing Ltda.',
  tagline: 'Planejamento de mídia paga com inteligência artificial',
  description:
    'Plataforma de martech com IA que planeja sua mídia paga: orçamento, viabilidade e divisão entre Google Ads e Meta Ads em menos de 5 minutos.',
  locale: 'pt_BR',
  defaultShareImage: '/og-default.png',
  salesEmail: 'comercial@midiaplan.com.br',
  partnersEmail: 'parcerias@midiaplan.com.br',
} as const
