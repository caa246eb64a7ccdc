/*
 * The words of the generated WordPress blog (bench/lib/import-export.ts): a Brazilian marketing
 * blog's titles, sentences, categories and authors, picked by a seeded generator so every run
 * writes the same file.
 */

/** A small deterministic generator (xorshift32): the same seed gives the same blog. */
export function seeded(seed: number): () => number {
  let state = (seed * 2_654_435_761) >>> 0 || 1
  return () => {
    state ^= state << 13
    state >>>= 0
    state ^= state >>> 17
    state ^= state << 5
    state >>>= 0
    return state / 4_294_967_296
  }
}

export type Random = ReturnType<typeof seeded>

export const pick = <T>(random: Random, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)] as T

export const CATEGORIES = [
  ['midia-paga', 'Mídia paga'],
  ['seo', 'SEO'],
  ['conteudo', 'Marketing de conteúdo'],
  ['redes-sociais', 'Redes sociais'],
  ['email-marketing', 'E-mail marketing'],
  ['e-commerce', 'E-commerce'],
  ['martech', 'Martech'],
  ['dados', 'Dados e métricas'],
  ['branding', 'Branding'],
  ['cases', 'Cases'],
  ['google-ads', 'Google Ads'],
  ['meta-ads', 'Meta Ads'],
  ['tiktok', 'TikTok'],
  ['linkedin', 'LinkedIn'],
  ['automacao', 'Automação'],
  ['crm', 'CRM'],
  ['inteligencia-artificial', 'Inteligência artificial'],
  ['varejo', 'Varejo'],
  ['b2b', 'Marketing B2B'],
  ['eventos', 'Eventos'],
  ['carreira', 'Carreira'],
  ['ferramentas', 'Ferramentas'],
  ['lgpd', 'LGPD e privacidade'],
  ['video', 'Vídeo'],
  ['podcast', 'Podcast'],
  ['mobile', 'Mobile'],
  ['ux', 'UX e conversão'],
  ['tendencias', 'Tendências'],
  ['noticias', 'Notícias'],
  ['guias', 'Guias'],
] as const

export const TAGS = (
  'roi cpc cpm ctr funil remarketing lookalike palavras-chave backlinks ' +
  'copywriting persona jornada-do-cliente landing-page teste-ab dashboard ' +
  'google-analytics ga4 pixel cookies atribuicao orcamento black-friday natal ' +
  'dia-das-maes sazonalidade influenciadores ugc reels stories youtube shorts ' +
  'newsletter segmentacao lead-scoring inbound outbound growth retencao churn ltv ' +
  'cac marketplace pequenas-empresas startups agencias briefing planejamento ' +
  'calendario-editorial chatgpt automacao whatsapp sms push app seo-local ' +
  'google-meu-negocio core-web-vitals velocidade acessibilidade privacidade'
).split(' ')

export const AUTHORS = [
  ['mariana', 'Mariana Costa'],
  ['rafael', 'Rafael Lima'],
  ['juliana', 'Juliana Alves'],
  ['thiago', 'Thiago Martins'],
  ['camila', 'Camila Rocha'],
  ['bruno', 'Bruno Ferreira'],
  ['patricia', 'Patrícia Gomes'],
  ['equipe', 'Equipe do Blog'],
] as const

const TOPICS = (
  'mídia paga|SEO|tráfego orgânico|campanhas no Google Ads|anúncios no Instagram|' +
  'e-mail marketing|marketing de conteúdo|automação de marketing|funil de vendas|' +
  'remarketing|métricas de campanha|orçamento de mídia|geração de leads|branding|' +
  'vídeos curtos|landing pages|testes A/B|o GA4|a LGPD|CRM|influenciadores|' +
  'o TikTok Ads|o LinkedIn Ads|a Black Friday|o varejo online|marketplaces'
).split('|')
const TITLE_FORMS = [
  (t: string, y: number) => `Guia completo de ${t} para ${y}`,
  (t: string) => `Como começar com ${t} sem desperdiçar verba`,
  (t: string) => `7 erros comuns em ${t} (e como evitá-los)`,
  (t: string) => `O que mudou em ${t} este ano`,
  (t: string) => `${t[0]?.toUpperCase()}${t.slice(1)}: perguntas e respostas`,
  (t: string) => `Checklist de ${t} para pequenas empresas`,
  (t: string, y: number) => `Tendências de ${t} em ${y}`,
  (t: string) => `Como medir o retorno de ${t}`,
  (t: string) => `Estudo de caso: ${t} em uma loja virtual`,
  (t: string) => `${t[0]?.toUpperCase()}${t.slice(1)} na prática: passo a passo`,
]

export function title(random: Random, year: number): string {
  return pick(random, TITLE_FORMS)(pick(random, TOPICS), year)
}

const OPENERS = (
  'Antes de investir o primeiro real,|Na prática,|' +
  'Segundo os dados das nossas campanhas,|Para quem está começando,|' +
  'Em muitos casos,|Com a mudança recente das plataformas,|' +
  'Quando o orçamento é curto,|Do ponto de vista do cliente,|No último trimestre,|' +
  'Em empresas de todos os tamanhos,'
).split('|')
const SUBJECTS = (
  'a equipe de marketing|o gestor de tráfego|a agência|o time de vendas|' +
  'quem planeja a mídia|a marca|o e-commerce|a diretoria|o analista|o público'
).split('|')
const VERBS = (
  'precisa definir|costuma ignorar|deve acompanhar|pode testar|consegue reduzir|' +
  'tende a subestimar|ganha ao revisar|deveria priorizar|acaba repetindo|' +
  'passa a entender'
).split('|')
const OBJECTS = (
  'o custo por aquisição de cada canal|a frequência ideal dos anúncios|' +
  'as palavras-chave que realmente convertem|o público que já visitou o site|' +
  'a jornada completa do cliente|o calendário de datas sazonais|' +
  'a taxa de conversão|os criativos com melhor desempenho|' +
  'a atribuição entre canais|o orçamento mensal|a qualidade dos leads|' +
  'o tempo de carregamento das páginas'
).split('|')
const CLOSERS = (
  'antes de escalar o investimento.|com metas claras para cada etapa.|' +
  'e revisar os números toda semana.|sem depender de achismos.|' +
  'para não desperdiçar verba.|com testes pequenos e frequentes.|' +
  'e documentar o que aprendeu.|' +
  'olhando para o resultado do negócio, não só para cliques.'
).split('|')

export function sentence(random: Random): string {
  return `${pick(random, OPENERS)} ${pick(random, SUBJECTS)} ${pick(random, VERBS)} ${pick(random, OBJECTS)} ${pick(random, CLOSERS)}`
}

/** A paragraph of 4 to 7 sentences (about 60 to 110 words). */
export function paragraph(random: Random): string {
  const count = 4 + Math.floor(random() * 4)
  return Array.from({ length: count }, () => sentence(random)).join(' ')
}

export const HEADINGS = (
  'Por onde começar|O que os números mostram|Passo a passo|Erros mais comuns|' +
  'Ferramentas que ajudam|Como medir o resultado|Exemplos reais|Conclusão|' +
  'Perguntas frequentes|O que fazer agora'
).split('|')

export const LIST_ITEMS = (
  'Defina a meta antes do canal|Separe o orçamento por etapa do funil|' +
  'Acompanhe o custo por lead toda semana|Teste dois criativos por vez|' +
  'Revise as palavras-chave negativas|Use UTMs em todos os links|' +
  'Compare com o mesmo período do ano anterior|Documente cada teste e o resultado|' +
  'Converse com o time de vendas|Cuide da velocidade da página de destino'
).split('|')
