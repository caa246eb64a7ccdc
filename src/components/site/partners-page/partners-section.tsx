import { partners } from '../partners'
import { PartnerCard } from './partner-card'

export function PartnersSection() {
  return (
    <section aria-labelledby="parceiro-estrategico-title" className="bg-white py-16 lg:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2
          id="parceiro-estrategico-title"
          className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl"
        >
          Parceiro estratégico
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-ink-muted">
          Uma agência de tráfego pago escolhida para executar os planos criados no MídiaPlan.
        </p>
        <div className="mt-10 space-y-8">
          {partners.map((partner) => (
            <PartnerCard key={partner.name} partner={partner} />
          ))}
        </div>
      </div>
    </section>
  )
}
