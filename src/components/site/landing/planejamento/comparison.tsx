import { Check, X } from '@/components/site/icons'
import { planejamentoComparison } from '../planejamento-data'
import { SectionHeader } from '../section-header'

export function PlanejamentoComparison() {
  return (
    <section
      id="comparativo"
      aria-labelledby="comparativo-title"
      className="bg-white py-20 lg:py-24"
    >
      <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
        <SectionHeader
          titleId="comparativo-title"
          eyebrow="Comparativo"
          title="Planejar com e sem o MídiaPlan"
          intro="O mesmo objetivo, dois caminhos bem diferentes até ele."
        />
        <div className="mt-12 overflow-hidden rounded-2xl border border-line shadow-sm">
          <table
            data-comparison=""
            className="w-full table-fixed border-collapse text-left text-sm sm:text-base"
          >
            <caption className="sr-only">
              Comparação entre o planejamento de mídia paga manual e o planejamento com a IA do
              MídiaPlan
            </caption>
            <thead>
              <tr className="bg-surface">
                <th scope="col" className="w-[28%] px-3 py-4 font-semibold text-ink sm:px-6">
                  Critério
                </th>
                <th scope="col" className="px-3 py-4 font-semibold text-ink-muted sm:px-6">
                  Sem o MídiaPlan
                </th>
                <th scope="col" className="bg-brand-700 px-3 py-4 font-semibold text-white sm:px-6">
                  Com o MídiaPlan
                </th>
              </tr>
            </thead>
            <tbody>
              {planejamentoComparison.map((row) => (
                <tr key={row.topic} className="border-t border-line align-top">
                  <th scope="row" className="px-3 py-4 font-semibold text-ink sm:px-6">
                    {row.topic}
                  </th>
                  <td className="px-3 py-4 text-ink-muted sm:px-6">
                    <span className="flex gap-2">
                      <X
                        className="mt-0.5 hidden size-4 shrink-0 text-red-700 sm:block"
                        aria-hidden="true"
                      />
                      {row.without}
                    </span>
                  </td>
                  <td className="bg-brand-50 px-3 py-4 font-medium text-ink sm:px-6">
                    <span className="flex gap-2">
                      <Check
                        className="mt-0.5 hidden size-4 shrink-0 text-accent-700 sm:block"
                        aria-hidden="true"
                      />
                      {row.with}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  )
}
