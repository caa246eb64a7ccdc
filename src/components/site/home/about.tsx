import { BadgeCheck, PiggyBank, TrendingUp } from '@/components/site/icons'

const highlights = [
  {
    icon: BadgeCheck,
    title: 'Planejamento gratuito',
    text: 'Monte seu plano de mídia sem custo e saiba, antes de investir, se a sua meta é viável.',
  },
  {
    icon: PiggyBank,
    title: 'Economia de 30% a 40%',
    text: 'Corte o desperdício colocando a verba nos canais e campanhas que realmente convertem.',
  },
  {
    icon: TrendingUp,
    title: 'ROI de 2 a 3 vezes maior',
    text: 'Decisões guiadas por dados multiplicam o retorno de cada real investido em anúncios.',
  },
] as const

export function About() {
  return (
    <section aria-labelledby="sobre-title" className="bg-white py-20 lg:py-24">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:items-center lg:px-8">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            O que é o MídiaPlan
          </p>
          <h2
            id="sobre-title"
            className="mt-3 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl"
          >
            Martech com IA para quem precisa de resultado em mídia paga
          </h2>
          <p className="mt-6 text-lg leading-relaxed text-ink-muted">
            O MídiaPlan é uma plataforma de marketing com inteligência artificial que planeja a sua
            mídia paga. Em vez de planilhas e achismo, você recebe um plano estratégico baseado em
            dados: quanto investir, onde investir e quais resultados esperar.
          </p>
          <p className="mt-4 leading-relaxed text-ink-muted">
            Feito para pequenas e médias empresas, negócios B2B e B2C, gestores de marketing,
            agências, e-commerces e empresas SaaS.
          </p>
        </div>
        <ul className="grid gap-4">
          {highlights.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="flex gap-4 rounded-2xl border border-line bg-surface p-5 sm:p-6"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-bold text-ink">{title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-ink-muted">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
