import { StaticImage } from '../static-image'

export const PARTNERS_TITLE = 'Parceiros que levam seu plano de mídia do papel para os resultados'

export function PartnersHero() {
  return (
    <header className="border-b border-line bg-surface">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.2fr_0.8fr] lg:px-8 lg:py-16">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Parceiros</p>
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl lg:text-5xl">
            {PARTNERS_TITLE}
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-ink-muted">
            O MídiaPlan planeja a sua mídia paga com inteligência artificial. Nossos parceiros
            colocam esse plano em prática, com gestão de campanhas feita por especialistas e metas
            combinadas desde o primeiro dia.
          </p>
        </div>
        <StaticImage
          src="/partners/parceria.svg"
          width={480}
          height={360}
          sizes="(min-width: 1024px) 40vw, 100vw"
          eager
          alt="Ilustração: o plano de mídia do MídiaPlan se transforma em campanhas com resultados crescentes"
          className="mx-auto h-auto w-full max-w-md rounded-3xl"
        />
      </div>
    </header>
  )
}
