import { IconCardGrid } from '../icon-card-grid'
import { planejamentoBenefits } from '../planejamento-data'
import { SectionHeader } from '../section-header'

export function PlanejamentoBenefits() {
  return (
    <section id="beneficios" aria-labelledby="beneficios-title" className="bg-white py-20 lg:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeader
          titleId="beneficios-title"
          eyebrow="Benefícios"
          title="Por que planejar sua mídia paga com IA"
          intro="Menos achismo, menos desperdício e uma meta que você sabe que é possível antes de investir."
        />
        <IconCardGrid items={planejamentoBenefits} tone="surface" dataName="benefits" />
      </div>
    </section>
  )
}
