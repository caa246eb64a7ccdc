import { formatBRL, formatCount } from './format'
import { LEARNING_PHASE_CONVERSIONS } from './assumptions'

export const VERDICTS = ['Viável', 'Viável com ajustes', 'Inviável'] as const
export type Verdict = (typeof VERDICTS)[number]

export interface Viability {
  verdict: Verdict
  /** One sentence: why. */
  reason: string
  /** One sentence: what to change (or keep). */
  change: string
  /** The budget that meets both the desired leads and the learning phase. */
  recommendedBudget: number
}

export interface ViabilityFacts {
  budget: number
  desiredLeads: number
  budgetForDesiredLeads: number
  learningPhaseBudget: number
  expected: { leads: number; revenue: number }
}

/** Below this share of the budget it needs, a plan cannot be saved by small adjustments. */
export const ADJUSTABLE_RATIO = 0.5

export function judgeViability(facts: ViabilityFacts): Viability {
  const { budget, desiredLeads, budgetForDesiredLeads, learningPhaseBudget, expected } = facts
  const recommendedBudget = Math.max(budgetForDesiredLeads, learningPhaseBudget)
  const ratio = recommendedBudget > 0 ? Math.max(0, budget) / recommendedBudget : 0
  const learningBinds = learningPhaseBudget >= budgetForDesiredLeads
  const leads = `${formatCount(expected.leads)} ${expected.leads === 1 ? 'lead' : 'leads'}`
  const goal = `${formatCount(desiredLeads)} ${desiredLeads === 1 ? 'lead' : 'leads'}`

  if (ratio >= 1) {
    if (expected.revenue < budget) {
      return {
        verdict: 'Viável com ajustes',
        reason: `A verba entrega os ${goal} desejados, mas a receita projetada (${formatBRL(expected.revenue)}) não paga o investimento em mídia.`,
        change:
          'Aumente o ticket com ofertas combinadas ou melhore a conversão de lead em venda antes de escalar a verba.',
        recommendedBudget,
      }
    }
    return {
      verdict: 'Viável',
      reason: `Com ${formatBRL(budget)} por mês a projeção é de ${leads}, o que cobre a meta de ${goal} e passa das ${LEARNING_PHASE_CONVERSIONS} conversões da fase de aprendizado.`,
      change:
        'Mantenha a verba, acompanhe o custo por lead semanalmente e leve o que sobrar para as campanhas que mais vendem.',
      recommendedBudget,
    }
  }

  const verdict = ratio >= ADJUSTABLE_RATIO ? 'Viável com ajustes' : 'Inviável'
  const reason = learningBinds
    ? `Com ${formatBRL(Math.max(0, budget))} por mês a projeção é de ${leads}, abaixo das ${LEARNING_PHASE_CONVERSIONS} conversões que as plataformas precisam para sair da fase de aprendizado (cerca de ${formatBRL(learningPhaseBudget)}).`
    : `A meta de ${goal} pede cerca de ${formatBRL(budgetForDesiredLeads)} por mês no custo por lead estimado, e a verba informada é ${formatBRL(Math.max(0, budget))}.`
  const change =
    verdict === 'Viável com ajustes'
      ? `Suba a verba para perto de ${formatBRL(recommendedBudget)} ou comece com uma meta menor e concentre a verba no canal de menor custo por lead.`
      : `Reúna pelo menos ${formatBRL(recommendedBudget)} por mês ou reduza a meta e comece por um único canal até ganhar histórico.`
  return { verdict, reason, change, recommendedBudget }
}
