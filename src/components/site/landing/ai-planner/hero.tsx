import { DarkHero } from '../../dark-hero'
import { PlannerLink } from '../../planner/planner-link'
import { FormLink } from '../form-link'
import { AgentChat } from './agent-chat'

export function AiPlannerHero() {
  return (
    <DarkHero eyebrow="AI Planner · agente de planejamento com IA" aside={<AgentChat />}>
      <h1
        id="hero-title"
        className="mt-6 text-4xl leading-[1.1] font-extrabold tracking-tight sm:text-5xl xl:text-6xl"
      >
        Seu plano de mídia paga pronto em{' '}
        <span className="text-accent-300">menos de 5 minutos</span>
      </h1>
      <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-300">
        Conte ao nosso agente de IA o que você vende, o seu ticket médio, a verba disponível e
        quantos leads deseja. Ele devolve um plano estratégico com análise de viabilidade,
        resultados projetados e a divisão ideal da verba entre Google Ads e Meta Ads.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <FormLink>Solicitar demonstração</FormLink>
        <PlannerLink tone="dark" />
      </div>
      <p className="mt-4 text-sm text-slate-300">
        Planejamento gratuito · Setup em 10 minutos · 14 dias de teste grátis
      </p>
    </DarkHero>
  )
}
