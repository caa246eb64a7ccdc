import { aiPlannerPriceLabel } from '../ai-planner-data'
import { PlannerLink } from '../../planner/planner-link'
import { FormLink } from '../form-link'

export function AiPlannerCallToAction() {
  return (
    <section
      id="comece-agora"
      aria-labelledby="comece-agora-title"
      className="bg-white py-20 lg:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div
          data-surface="dark"
          className="relative isolate overflow-hidden rounded-3xl bg-brand-700 px-6 py-12 text-center sm:px-12 lg:py-16"
        >
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(50%_80%_at_100%_0%,rgba(110,231,183,0.25),transparent_70%)]"
          />
          <h2
            id="comece-agora-title"
            className="mx-auto max-w-2xl text-3xl font-extrabold tracking-tight text-white sm:text-4xl"
          >
            Pronto para planejar sua mídia paga com IA?
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-brand-50">
            Comece com um planejamento gratuito e veja o plano da sua empresa em menos de 5 minutos.
            Depois, assine a partir de{' '}
            <strong className="font-bold text-white">{aiPlannerPriceLabel} por mês</strong>, com 14
            dias de teste grátis.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <FormLink>Quero minha demonstração</FormLink>
            <PlannerLink tone="dark" />
          </div>
        </div>
      </div>
    </section>
  )
}
