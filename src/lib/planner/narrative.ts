import type { Segment } from './assumptions'
import type { Plan } from './compute'
import { formatBRL, formatCount, formatPercent, formatRoi } from './format'
import { fillTheme, themesFor } from './themes'

export const NARRATIVE_MAX_CHARS = 6000

const list = (items: readonly string[]) => items.map((item) => `"${item}"`).join(', ')

/**
 * The strategy text with no model: the same sections a model would write, built only from
 * the plan's numbers and the segment's themes, so it never contradicts the figures above it.
 */
export function deterministicNarrative(plan: Plan, segment: Segment): string {
  const { inputs, projections, split, viability } = plan
  const [search, social] = split
  const themes = themesFor(segment.id, segment.audience)
  const keywords = themes.keywords.map((k) => fillTheme(k, inputs.product))
  const audiences = themes.audiences.map((a) => fillTheme(a, inputs.product))
  const expected = projections.expected
  const lead = search.share >= social.share ? 'Google Ads' : 'Meta Ads'
  const b2b = segment.audience === 'B2B'

  return [
    'Posicionamento',
    `${inputs.product} compete em ${segment.label.toLocaleLowerCase('pt-BR')} (${segment.audience}). ` +
      `A mensagem deve destacar ${themes.angle}. ` +
      `Com ticket médio de ${formatBRL(inputs.ticket)}, ${b2b ? 'o lead precisa chegar qualificado ao time comercial' : 'a oferta precisa ser clara já no primeiro anúncio'}.`,
    'Ideias de campanha',
    `- ${lead} como canal principal: ${formatPercent(Math.max(search.share, social.share))} da verba, porque ${search.share >= social.share ? 'boa parte da demanda já procura pelo que você vende' : 'a demanda precisa ser despertada antes da busca'}.\n` +
      `- Comprovado (70%): ${formatBRL(search.allocation[0]?.amount ?? 0)} em pesquisa e ${formatBRL(social.allocation[0]?.amount ?? 0)} em social nas campanhas de conversão com a oferta principal.\n` +
      `- Escala (20%): ampliar públicos e termos que já trazem leads a menos de ${formatBRL(plan.cpl.blended)}.\n` +
      `- Experimental (10%): testar um novo formato ou oferta por mês e manter só o que bater o custo por lead.`,
    'Temas de palavras-chave',
    `Comece por ${list(keywords)}, com correspondência de frase, e inclua como palavras-chave negativas termos como "grátis" e "vagas" quando não fizerem sentido para a oferta.`,
    'Públicos',
    `Priorize ${list(audiences)}; use remarketing de visitantes e listas de clientes para criar públicos semelhantes.`,
    'Próximos passos',
    `${viability.verdict}: ${viability.reason} ${viability.change} ` +
      `No cenário esperado são ${formatCount(expected.leads)} leads a ${expected.cpl === null ? '-' : formatBRL(expected.cpl)} cada e ROI de ${formatRoi(expected.roi)}.`,
  ].join('\n\n')
}

export interface ChatMessage {
  role: 'system' | 'user'
  content: string
}

/** The model writes words only: every figure it may cite is handed to it already formatted. */
export function narrativePrompt(plan: Plan, segment: Segment): ChatMessage[] {
  const { inputs, projections, split, viability } = plan
  const facts = {
    produto: inputs.product,
    segmento: `${segment.label} (${segment.audience})`,
    ticketMedio: formatBRL(inputs.ticket),
    verbaMensal: formatBRL(inputs.budget),
    leadsDesejados: formatCount(inputs.desiredLeads),
    veredito: viability.verdict,
    motivo: viability.reason,
    ajuste: viability.change,
    custoPorLeadEstimado: formatBRL(plan.cpl.blended),
    leadsEsperados: `${formatCount(projections.low.leads)} a ${formatCount(projections.high.leads)}`,
    roiEsperado: formatRoi(projections.expected.roi),
    googleAds: `${formatBRL(split[0].amount)} (${formatPercent(split[0].share)})`,
    metaAds: `${formatBRL(split[1].amount)} (${formatPercent(split[1].share)})`,
  }
  return [
    {
      role: 'system',
      content:
        'Você é estrategista sênior de mídia paga no Brasil. Escreva em português do Brasil, em texto simples, ' +
        'sem markdown e sem HTML, no máximo 350 palavras, com as seções Posicionamento, Ideias de campanha, ' +
        'Temas de palavras-chave e Públicos, cada título sozinho numa linha. Use somente os números fornecidos, ' +
        'exatamente como estão: nunca altere, arredonde, recalcule ou invente números.',
    },
    { role: 'user', content: `Dados do plano (JSON):\n${JSON.stringify(facts, null, 2)}` },
  ]
}

/** Model output is untrusted text: no control characters, no markup markers, bounded size. */
export function cleanModelText(raw: string): string {
  return raw
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .replace(/^#+\s*/gm, '')
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, NARRATIVE_MAX_CHARS)
}

/** Blocks separated by blank lines, for rendering as separate text paragraphs. */
export function narrativeBlocks(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
}
