import type { Metadata } from 'next'
import { LeadFormSection } from '@/components/site/landing/lead-form-section'
import {
  planejamentoJsonLd,
  planejamentoMetadata,
} from '@/components/site/landing/planejamento-data'
import { PlanejamentoAudience } from '@/components/site/landing/planejamento/audience'
import { PlanejamentoBenefits } from '@/components/site/landing/planejamento/benefits'
import { PlanejamentoComparison } from '@/components/site/landing/planejamento/comparison'
import { PlanejamentoFaq } from '@/components/site/landing/planejamento/faq'
import { PlanejamentoHero } from '@/components/site/landing/planejamento/hero'
import { PlanejamentoSteps } from '@/components/site/landing/planejamento/steps'
import { JsonLd } from '@/lib/seo/json-ld'
import { buildMetadata } from '@/lib/seo/metadata'
import { getEnv } from '@/server/env'

export async function generateMetadata(): Promise<Metadata> {
  return buildMetadata(planejamentoMetadata, getEnv().SITE_URL)
}

export default async function PlanejamentoDeMidiaPage() {
  return (
    <>
      <JsonLd data={planejamentoJsonLd(getEnv().SITE_URL)} />
      <PlanejamentoHero />
      <PlanejamentoBenefits />
      <PlanejamentoSteps />
      <PlanejamentoComparison />
      <PlanejamentoAudience />
      <PlanejamentoFaq />
      <LeadFormSection
        source="planejamento-de-midia"
        eyebrow="Fale com um especialista"
        title="Prefere montar o plano com um especialista?"
        intro="Conte um pouco sobre a sua empresa e um especialista do MídiaPlan entra em contato para mostrar o AI Planner e revisar com você a verba, os canais e a meta de leads."
        points={[
          'Demonstração do AI Planner com os números do seu negócio',
          'Divisão da verba entre Google Ads e Meta Ads',
          'Sem custo e sem compromisso',
        ]}
      />
    </>
  )
}
