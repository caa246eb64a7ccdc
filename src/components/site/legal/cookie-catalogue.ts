/** What the privacy policy lists about each consent category; kept in line with the banner. */
export type CookieEntry = {
  name: string
  provider: string
  purpose: string
  duration: string
  /** Browser storage that is not a cookie (localStorage). */
  storage?: 'localStorage'
}

export type CookieCategory = {
  id: 'essenciais' | 'analise' | 'marketing'
  title: string
  description: string
  entries: readonly CookieEntry[]
}

export const cookieCategories: readonly CookieCategory[] = [
  {
    id: 'essenciais',
    title: 'Essenciais (sempre ativos)',
    description:
      'Necessários para o site funcionar e para lembrar a sua escolha de cookies. Não podem ser desligados e não rastreiam você em outros sites.',
    entries: [
      {
        name: 'cookie-consent',
        provider: 'MídiaPlan',
        purpose:
          'Guarda as categorias que você aceitou e a versão da política em vigor, para o banner não aparecer de novo.',
        duration: '12 meses ou até uma nova versão desta política',
        storage: 'localStorage',
      },
      {
        name: 'better-auth.session_token',
        provider: 'MídiaPlan',
        purpose:
          'Mantém a sessão das pessoas da equipe na área administrativa. Não é usado para visitantes do site.',
        duration: 'Até o fim da sessão (no máximo 7 dias, por padrão)',
      },
      {
        name: 'midiaplan:post-editor:<post>',
        provider: 'MídiaPlan',
        purpose:
          'Guarda no navegador de quem escreve no painel as alterações de um post que não chegaram ao servidor (sem conexão), para recuperá-las. Não é usado para visitantes do site.',
        duration: 'Até as alterações serem salvas ou descartadas',
        storage: 'localStorage',
      },
    ],
  },
  {
    id: 'analise',
    title: 'Análise',
    description:
      'Mostram, de forma estatística, como o site é usado: páginas visitadas, origem das visitas, métricas de desempenho e mapas de calor. Só funcionam com o seu consentimento.',
    entries: [
      {
        name: '_ga',
        provider: 'Google Analytics 4',
        purpose: 'Distingue visitantes para gerar estatísticas de uso do site.',
        duration: '2 anos',
      },
      {
        name: '_ga_<id>',
        provider: 'Google Analytics 4',
        purpose: 'Mantém o estado da sessão de navegação para as estatísticas.',
        duration: '2 anos',
      },
    ],
  },
  {
    id: 'marketing',
    title: 'Marketing',
    description:
      'Medem os resultados dos nossos anúncios e permitem mostrar anúncios do MídiaPlan a quem já visitou o site (remarketing). Só funcionam com o seu consentimento.',
    entries: [
      {
        name: '_fbp',
        provider: 'Meta Pixel',
        purpose: 'Mede conversões de anúncios da Meta e forma públicos de remarketing.',
        duration: '90 dias',
      },
      {
        name: '_gcl_au',
        provider: 'Google Ads',
        purpose: 'Mede conversões de anúncios do Google e sinais de remarketing.',
        duration: '90 dias',
      },
    ],
  },
]
