import { ArrowRight, Sparkles } from 'lucide-react'
import Link from 'next/link'
import { buttonStyles } from '@/components/ui/button-styles'
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
] as const

export function Hero() {
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
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-16 pb-14 sm:px-6 lg:grid-cols-[1.1fr_0.9fr] lg:px-8 lg:pt-24 lg:pb-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-sm font-medium text-accent-300">
            <Sparkles className="size-4" aria-hidden="true" />
            Planejamento de mídia paga com IA
          </p>
          {/* Typography lives on the wrapper so the h1 and the typed line match exactly. */}
          <div className="mt-6 text-4xl leading-[1.1] font-extrabold tracking-tight sm:text-5xl xl:text-6xl">
            <h1 id="hero-title">
              {HEADLINE_LEAD}{' '}
              {/* The real text of the headline, read by screen readers and search engines. */}
              <span className="sr-only">{HEADLINE_TYPED}</span>
            </h1>
            <TypedText
              text={HEADLINE_TYPED}
              className="font-display text-balance text-accent-300"
            />
          </div>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-300">
            Informe seu produto, ticket médio, verba e meta de leads. Nosso agente de IA entrega um
            plano estratégico com análise de viabilidade, resultados projetados e a divisão ideal da
            verba entre Google Ads e Meta Ads em menos de 5 minutos.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link href="/ai-planner" className={buttonStyles({ variant: 'accent', size: 'lg' })}>
              Criar meu plano grátis
              <ArrowRight className="size-5" aria-hidden="true" />
            </Link>
            <Link
              href="/#como-funciona"
              className={buttonStyles({ variant: 'outline-light', size: 'lg' })}
            >
              Ver como funciona
            </Link>
          </div>
          <p className="mt-4 text-sm text-slate-400">
            Planejamento gratuito · Setup em 10 minutos · Plano em menos de 5 minutos
          </p>
        </div>
        <PlanPreview />
      </div>

      <div className="border-t border-white/10 bg-white/[0.03]">
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-y-6 px-4 py-8 sm:px-6 md:grid-cols-4 lg:px-8">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse items-center text-center">
              <dt className="mt-1 text-sm text-slate-300">{stat.label}</dt>
              <dd className="font-display text-3xl font-extrabold text-white sm:text-4xl">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
