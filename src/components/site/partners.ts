export type Partner = {
  name: string
  description: string
  /** Wordmark under /public/partners, drawn at width x height. */
  logo: { src: string; width: number; height: number }
  /** Where the footer logo leads: our partners page. */
  href: string
  /** The partner's own site, opened in a new tab from /parceiros. */
  website: string
  /** Paragraphs about the partner on /parceiros. */
  about: readonly string[]
  services: readonly string[]
}

/** Partners shown in the footer and on /parceiros. Add new partners here only. */
export const partners: readonly Partner[] = [
  {
    name: 'Escala Ads',
    description: 'Agência parceira estratégica de tráfego pago',
    logo: { src: '/partners/escala-ads.svg', width: 140, height: 36 },
    href: '/parceiros',
    // Placeholder address: marketing must confirm the agency's real site before launch.
    website: 'https://www.escalaads.com.br',
    about: [
      'A Escala Ads é uma agência especializada em tráfego pago para empresas que vendem pela internet e geram leads para o time comercial. Ela cuida da operação do dia a dia: estrutura de contas, criativos, testes e otimização de campanhas no Google Ads e no Meta Ads.',
      'Juntas, Escala Ads e MídiaPlan ligam o planejamento à execução: o plano gerado pelo AI Planner vira campanhas no ar, com as metas de custo por lead e a divisão de verba que você aprovou.',
    ],
    services: [
      'Gestão de campanhas no Google Ads e no Meta Ads',
      'Implantação do plano de mídia criado no AI Planner',
      'Configuração de conversões, pixels e rastreamento',
      'Criativos e testes A/B contínuos',
      'Relatórios mensais com custo por lead e ROI',
    ],
  },
]
