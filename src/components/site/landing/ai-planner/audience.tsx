import { aiPlannerAudience } from '../ai-planner-data'
import { IconCardGrid } from '../icon-card-grid'
import { SectionHeader } from '../section-header'

export function AiPlannerAudience() {
  return (
    <section id="para-quem" aria-labelledby="para-quem-title" className="bg-white py-20 lg:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeader
          titleId="para-quem-title"
          eyebrow="Para quem é"
          title="Feito para quem precisa de resultado com mídia paga"
          intro="Do pequeno negócio que anuncia sozinho à agência que planeja para dezenas de clientes."
        />
        <IconCardGrid items={aiPlannerAudience} tone="surface" dataName="audience" />
      </div>
    </section>
  )
}
