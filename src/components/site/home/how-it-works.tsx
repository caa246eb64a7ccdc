import { ArrowRight } from '@/components/site/icons'
import { buttonStyles } from '@/components/ui/button-styles'

export const howItWorksSteps = [
  {
    name: 'Conte sobre o seu negócio',
    text: 'Informe o produto ou serviço que você quer vender e o seu ticket médio.',
  },
  {
    name: 'Defina verba e meta',
    text: 'Diga quanto pode investir por mês e quantos leads você deseja receber.',
  },
  {
    name: 'A IA analisa a viabilidade',
    text: 'O agente cruza seus números com referências de mercado e calcula custo por lead e resultados esperados.',
  },
  {
    name: 'Receba seu plano estratégico',
    text: 'Em menos de 5 minutos você tem os resultados projetados e a divisão da verba entre Google Ads e Meta Ads.',
  },
] as const

export function HowItWorks() {
  return (
    <section
      id="como-funciona"
      aria-labelledby="como-funciona-title"
      className="bg-white py-20 lg:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            Como funciona
          </p>
          <h2
            id="como-funciona-title"
            className="mt-3 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl"
          >
            Do briefing ao plano de mídia em 4 passos
          </h2>
          <p className="mt-4 text-lg text-ink-muted">
            Setup em 10 minutos, sem planilhas e sem precisar ser especialista em anúncios.
          </p>
        </div>

        <ol className="mt-14 grid gap-8 md:grid-cols-2 lg:grid-cols-4">
          {howItWorksSteps.map((step, index) => (
            <li key={step.name} className="relative">
              <span
                aria-hidden="true"
                className="flex size-12 items-center justify-center rounded-full bg-brand-700 font-display text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-5 text-lg font-bold text-ink">
                <span className="sr-only">Passo {index + 1}: </span>
                {step.name}
              </h3>
              <p className="mt-2 leading-relaxed text-ink-muted">{step.text}</p>
            </li>
          ))}
        </ol>

        <div
          data-surface="dark"
          className="mt-16 flex flex-col items-start gap-6 rounded-3xl bg-navy px-6 py-10 sm:px-10 md:flex-row md:items-center md:justify-between"
        >
          <div>
            <h3 className="text-2xl font-extrabold text-white sm:text-3xl">
              Pronto para planejar com IA?
            </h3>
            <p className="mt-2 text-slate-300">Receba seu plano gratuito em menos de 5 minutos.</p>
          </div>
          <a href="/ai-planner" className={buttonStyles({ variant: 'accent', size: 'lg' })}>
            Começar agora
            <ArrowRight className="size-5" aria-hidden="true" />
          </a>
        </div>
      </div>
    </section>
  )
}
