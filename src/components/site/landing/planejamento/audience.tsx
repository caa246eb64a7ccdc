import { IconCardGrid } from '../icon-card-grid'
import { planejamentoAudience } from '../planejamento-data'
import { SectionHeader } from '../section-header'

export function PlanejamentoAudience() {
  return (
    <section id="para-quem" aria-labelledby="para-quem-title" className="bg-surface py-20 lg:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeader
          titleId="para-quem-title"
          eyebrow="Para quem é"
          title="Para quem é o planejamento de mídia com IA"
          intro="Ou para quem quer começar a investir com segurança: empresas B2B e B2C de todos os tamanhos, agências e times de marketing."
        />
        <IconCardGrid items={planejamentoAudience} dataName="audience" />
      </div>
    </section>
  )
}
