import { planejamentoSteps } from '../planejamento-data'
import { SectionHeader } from '../section-header'
import { StepList } from '../step-list'

export function PlanejamentoSteps() {
  return (
    <section
      id="como-funciona"
      aria-labelledby="como-funciona-title"
      className="bg-surface py-20 lg:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeader
          titleId="como-funciona-title"
          eyebrow="Passo a passo"
          title="Seu plano de mídia em 4 passos"
          intro="Você responde a perguntas simples; a IA faz as contas."
        />
        <StepList steps={planejamentoSteps} />
      </div>
    </section>
  )
}
