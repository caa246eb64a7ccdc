import { ArrowRight } from '@/components/site/icons'
import { buttonStyles } from '@/components/ui/button-styles'
import { DarkHero, type HeroFact } from '../dark-hero'
import { PlanPreview } from './plan-preview'
import { TypedText } from './typed-text'

/** The hero headline: the lead stays still, the rest is typed in 2.5 s. */
export const HEADLINE_LEAD = 'Planeje sua mídia paga com IA e'
export const HEADLINE_TYPED = 'multiplique seus resultados'

const stats = [
  { value: '+40%', label: 'ROI médio' },
  { value: '3x', label: 'mais leads' },
  { value: '-30%', label: 'custo por lead' },
  { value: '10 min', label: 'de setup' },
] as const satisfies readonly HeroFact[]

export function Hero() {
  return (
    <DarkHero eyebrow="Planejamento de mídia paga com IA" facts={stats} aside={<PlanPreview />}>
      {/* Typography lives on the wrapper so the h1 and the typed line match exactly. */}
      <div className="mt-6 text-4xl leading-[1.1] font-extrabold tracking-tight sm:text-5xl xl:text-6xl">
        <h1 id="hero-title">
          {HEADLINE_LEAD}{' '}
          {/* The real text of the headline, read by screen readers and search engines. */}
          <span className="sr-only">{HEADLINE_TYPED}</span>
        </h1>
        <TypedText text={HEADLINE_TYPED} className="font-display text-balance text-accent-300" />
      </div>
      <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-300">
        Informe seu produto, ticket médio, verba e meta de leads. Nosso agente de IA entrega um
        plano estratégico com análise de viabilidade, resultados projetados e a divisão ideal da
        verba entre Google Ads e Meta Ads em menos de 5 minutos.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <a href="/ai-planner" className={buttonStyles({ variant: 'accent', size: 'lg' })}>
          Criar meu plano grátis
          <ArrowRight className="size-5" aria-hidden="true" />
        </a>
        <a
          href="/#como-funciona"
          className={buttonStyles({ variant: 'outline-light', size: 'lg' })}
        >
          Ver como funciona
        </a>
      </div>
      <p className="mt-4 text-sm text-slate-400">
        Planejamento gratuito · Setup em 10 minutos · Plano em menos de 5 minutos
      </p>
    </DarkHero>
  )
}
