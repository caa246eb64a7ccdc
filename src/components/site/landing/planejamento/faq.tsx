import { ChevronDown } from '@/components/site/icons'
import { planejamentoFaq } from '../planejamento-data'
import { SectionHeader } from '../section-header'

/** Native <details>: opens and closes with no JavaScript, and the answers are in the HTML. */
export function PlanejamentoFaq() {
  return (
    <section
      id="perguntas-frequentes"
      aria-labelledby="faq-title"
      className="bg-white py-20 lg:py-24"
    >
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <SectionHeader
          titleId="faq-title"
          eyebrow="Dúvidas"
          title="Perguntas frequentes"
          intro="O que as empresas mais perguntam antes de planejar a mídia paga com IA."
        />
        <div data-faq="" className="mt-12 divide-y divide-line rounded-2xl border border-line">
          {planejamentoFaq.map((item) => (
            <details key={item.question} data-faq-item="" className="group px-5 sm:px-6">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 font-semibold text-ink [&::-webkit-details-marker]:hidden">
                <span data-faq-question="">{item.question}</span>
                <ChevronDown
                  className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180 motion-reduce:transition-none"
                  aria-hidden="true"
                />
              </summary>
              <p data-faq-answer="" className="pb-5 leading-relaxed text-ink-muted">
                {item.answer}
              </p>
            </details>
          ))}
        </div>
      </div>
    </section>
  )
}
