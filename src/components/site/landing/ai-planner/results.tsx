import { aiPlannerResults } from '../ai-planner-data'
import { SectionHeader } from '../section-header'

export function AiPlannerResults() {
  return (
    <section
      id="resultados"
      aria-labelledby="resultados-title"
      data-surface="dark"
      className="bg-navy py-20 text-white lg:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeader
          titleId="resultados-title"
          eyebrow="Resultados esperados"
          title="O que muda quando a mídia tem plano"
          intro="Empresas que planejam com o AI Planner investem com mais previsibilidade e colhem resultados desde o primeiro mês."
          tone="dark"
        />
        <dl data-list="results" className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {aiPlannerResults.map((result) => (
            <div
              key={result.label}
              className="flex flex-col rounded-2xl border border-white/10 bg-white/[0.04] p-6"
            >
              <dt className="order-2 mt-1 font-semibold text-white">{result.label}</dt>
              <dd className="order-1 font-display text-4xl font-extrabold text-accent-300 sm:text-5xl">
                {result.value}
              </dd>
              <dd className="order-3 mt-3 text-sm leading-relaxed text-slate-300">{result.text}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-8 text-center text-sm text-slate-300">
          Médias de clientes do MídiaPlan. Os resultados variam conforme o mercado, a oferta e a
          execução das campanhas.
        </p>
      </div>
    </section>
  )
}
