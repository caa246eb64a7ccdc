import { Navigation } from '@/components/site/icons'
import { aiPlannerGps } from '../ai-planner-data'
import { SectionHeader } from '../section-header'

export function AiPlannerSolution() {
  return (
    <section id="solucao" aria-labelledby="solucao-title" className="bg-surface py-20 lg:py-24">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:items-center lg:px-8">
        <div>
          <SectionHeader
            titleId="solucao-title"
            eyebrow="A solução"
            title="AI Planner: o GPS da mídia paga"
            intro="Um GPS mostra a melhor rota antes de você sair de casa e recalcula o caminho quando algo muda. O AI Planner faz o mesmo com o seu investimento em anúncios: mostra o caminho até a sua meta antes de você gastar o primeiro real."
            align="left"
          />
          <p className="mt-6 flex items-center gap-3 font-semibold text-brand-700">
            <Navigation className="size-5 shrink-0" aria-hidden="true" />
            Mudou a verba ou a meta? O plano recalcula a rota na hora.
          </p>
        </div>
        <ol data-list="gps" className="relative space-y-4">
          {aiPlannerGps.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="flex gap-4 rounded-2xl border border-line bg-white p-5 shadow-sm"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-bold text-ink">{title}</h3>
                <p className="mt-1 leading-relaxed text-ink-muted">{text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
