import { ClipboardList, Sparkles } from 'lucide-react'
import { CheckList } from '../check-list'
import { FormLink } from '../form-link'
import {
  PLANEJAMENTO_TITLE,
  planejamentoHeroFacts,
  planejamentoPlanContents,
} from '../planejamento-data'

export function PlanejamentoHero() {
  return (
    <section
      aria-labelledby="hero-title"
      data-surface="dark"
      className="relative isolate overflow-hidden bg-navy text-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(55%_70%_at_90%_0%,rgba(84,67,230,0.45),transparent_70%),radial-gradient(45%_55%_at_5%_100%,rgba(52,211,153,0.16),transparent_70%)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-16 pb-14 sm:px-6 lg:grid-cols-[1.15fr_0.85fr] lg:px-8 lg:pt-24 lg:pb-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-sm font-medium text-accent-300">
            <Sparkles className="size-4" aria-hidden="true" />
            Planejamento gratuito com inteligência artificial
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl leading-[1.1] font-extrabold tracking-tight sm:text-5xl xl:text-6xl"
          >
            {PLANEJAMENTO_TITLE}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-300">
            Descubra quanto investir, onde investir e quantos leads esperar antes de colocar
            dinheiro em anúncios. A IA do MídiaPlan monta o seu plano de Google Ads e Meta Ads em
            menos de 5 minutos, sem custo.
          </p>
          <div className="mt-8">
            <FormLink>Fazer meu planejamento gratuito</FormLink>
          </div>
        </div>

        <div className="mx-auto w-full max-w-xl rounded-2xl border border-white/10 bg-navy-soft/90 p-6 shadow-2xl shadow-black/40 sm:p-8 lg:max-w-none">
          <p className="flex items-center gap-2 font-display text-lg font-bold text-white">
            <ClipboardList className="size-5 text-accent-300" aria-hidden="true" />O que o seu plano
            traz
          </p>
          <CheckList items={planejamentoPlanContents} tone="dark" className="mt-5" />
        </div>
      </div>

      <div className="border-t border-white/10 bg-white/[0.03]">
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-y-6 px-4 py-8 sm:px-6 md:grid-cols-4 lg:px-8">
          {planejamentoHeroFacts.map((fact) => (
            <div key={fact.label} className="flex flex-col-reverse items-center text-center">
              <dt className="mt-1 text-sm text-slate-300">{fact.label}</dt>
              <dd className="font-display text-3xl font-extrabold text-white sm:text-4xl">
                {fact.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
