import { aiPlannerProblems } from '../ai-planner-data'
import { IconCardGrid } from '../icon-card-grid'
import { SectionHeader } from '../section-header'

export function AiPlannerProblem() {
  return (
    <section id="problema" aria-labelledby="problema-title" className="bg-white py-20 lg:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeader
          titleId="problema-title"
          eyebrow="O problema"
          title="Anunciar sem plano é pagar para aprender"
          intro="Sem um planejamento baseado em dados, a verba acaba antes de os resultados aparecerem. E ninguém sabe dizer por quê."
        />
        <IconCardGrid items={aiPlannerProblems} columns={4} tone="surface" dataName="problems" />
      </div>
    </section>
  )
}
