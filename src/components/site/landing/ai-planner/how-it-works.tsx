import { aiPlannerSteps } from '../ai-planner-data'
import { SectionHeader } from '../section-header'
import { StepList } from '../step-list'

export function AiPlannerHowItWorks() {
  return (
    <section
      id="como-funciona"
      aria-labelledby="como-funciona-title"
      className="bg-surface py-20 lg:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeader
          titleId="como-funciona-title"
          eyebrow="Como funciona"
          title="Três passos até o seu plano de mídia"
          intro="Sem planilhas e sem precisar ser especialista em anúncios."
        />
        <StepList steps={aiPlannerSteps} />
      </div>
    </section>
  )
}
