import { Sparkles } from 'lucide-react'
import { FormLink } from '../form-link'
import { AgentChat } from './agent-chat'

export function AiPlannerHero() {
  return (
    <section
      aria-labelledby="hero-title"
      data-surface="dark"
      className="relative isolate overflow-hidden bg-navy text-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60%_70%_at_85%_10%,rgba(84,67,230,0.45),transparent_70%),radial-gradient(40%_50%_at_0%_100%,rgba(52,211,153,0.18),transparent_70%)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-16 pb-16 sm:px-6 lg:grid-cols-[1.1fr_0.9fr] lg:px-8 lg:pt-24 lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-sm font-medium text-accent-300">
            <Sparkles className="size-4" aria-hidden="true" />
            AI Planner · agente de planejamento com IA
          </p>
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
          <div className="mt-8">
            <FormLink>Solicitar demonstração</FormLink>
          </div>
          <p className="mt-4 text-sm text-slate-300">
            Planejamento gratuito · Setup em 10 minutos · 14 dias de teste grátis
          </p>
        </div>
        <AgentChat />
      </div>
    </section>
  )
}
