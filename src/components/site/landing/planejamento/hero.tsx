import { ClipboardList } from '@/components/site/icons'
import { DarkHero } from '../../dark-hero'
import { CheckList } from '../check-list'
import { PlannerLink } from '../../planner/planner-link'
import { FormLink } from '../form-link'
import {
  PLANEJAMENTO_TITLE,
  planejamentoHeroFacts,
  planejamentoPlanContents,
} from '../planejamento-data'

export function PlanejamentoHero() {
  return (
    <DarkHero
      eyebrow="Planejamento gratuito com inteligência artificial"
      facts={planejamentoHeroFacts}
      aside={
        <div className="mx-auto w-full max-w-xl rounded-2xl border border-white/10 bg-navy-soft/90 p-6 shadow-2xl shadow-black/40 sm:p-8 lg:max-w-none">
          <p className="flex items-center gap-2 font-display text-lg font-bold text-white">
            <ClipboardList className="size-5 text-accent-300" aria-hidden="true" />O que o seu plano
            traz
          </p>
          <CheckList items={planejamentoPlanContents} tone="dark" className="mt-5" />
        </div>
      }
    >
      <h1
        id="hero-title"
        className="mt-6 text-4xl leading-[1.1] font-extrabold tracking-tight sm:text-5xl xl:text-6xl"
      >
        {PLANEJAMENTO_TITLE}
      </h1>
      <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-300">
        Descubra quanto investir, onde investir e quantos leads esperar antes de colocar dinheiro em
        anúncios. A IA do MídiaPlan monta o seu plano de Google Ads e Meta Ads em menos de 5
        minutos, sem custo.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        {/* The page promises a free plan: its main button opens the planner that makes it. */}
        <PlannerLink tone="dark" main>
          Fazer meu planejamento gratuito
        </PlannerLink>
        <FormLink variant="outline-light">Falar com um especialista</FormLink>
      </div>
    </DarkHero>
  )
}
