import { Clock, Handshake, Route, Target } from '@/components/site/icons'

export const partnerReasons = [
  {
    icon: Route,
    title: 'Do plano à execução',
    text: 'O AI Planner define quanto investir, onde e com qual meta. A agência parceira coloca as campanhas no ar seguindo exatamente esse plano.',
  },
  {
    icon: Target,
    title: 'Metas alinhadas',
    text: 'Parceiro e MídiaPlan trabalham com os mesmos números: verba, custo por lead, leads projetados e ROI. Ninguém discute achismo.',
  },
  {
    icon: Handshake,
    title: 'Especialistas em cada canal',
    text: 'Profissionais que operam Google Ads e Meta Ads todos os dias testam criativos, públicos e lances para chegar ao resultado projetado.',
  },
  {
    icon: Clock,
    title: 'Mais tempo para o seu negócio',
    text: 'Você foca em vender e atender bem. A operação e a otimização das campanhas ficam com quem vive disso.',
  },
] as const

export function WhyPartners() {
  return (
    <section aria-labelledby="por-que-parceiros-title" className="bg-surface py-16 lg:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          <h2
            id="por-que-parceiros-title"
            className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl"
          >
            Por que trabalhar com parceiros
          </h2>
          <p className="mt-4 text-lg text-ink-muted">
            Um bom plano de mídia só gera resultado quando é bem executado. Por isso, unimos a
            inteligência do MídiaPlan à experiência de quem opera campanhas todos os dias.
          </p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {partnerReasons.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-line bg-white p-6">
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-bold text-ink">{title}</h3>
              <p className="mt-2 leading-relaxed text-ink-muted">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
