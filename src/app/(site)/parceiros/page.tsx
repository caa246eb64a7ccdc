import type { Metadata } from 'next'
import { PartnersHero } from '@/components/site/partners-page/partners-hero'
import { PartnershipCta } from '@/components/site/partners-page/partnership-cta'
import { PartnersSection } from '@/components/site/partners-page/partners-section'
import { WhyPartners } from '@/components/site/partners-page/why-partners'
import { breadcrumbJsonLd, JsonLd } from '@/lib/seo/json-ld'
import { buildMetadata } from '@/lib/seo/metadata'
import { getEnv } from '@/server/env'

export async function generateMetadata(): Promise<Metadata> {
  return buildMetadata(
    {
      title: 'Parceiros: agência estratégica de tráfego pago',
      description:
        'Conheça a Escala Ads, agência parceira de tráfego pago do MídiaPlan, e saiba como se tornar parceiro e levar planos de mídia com IA aos seus clientes.',
      path: '/parceiros',
      keywords: ['parceiros MídiaPlan', 'agência de tráfego pago', 'parceria martech'],
    },
    getEnv().SITE_URL,
  )
}

export default function PartnersPage() {
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(
          [
            { name: 'Início', path: '/' },
            { name: 'Parceiros', path: '/parceiros' },
          ],
          getEnv().SITE_URL,
        )}
      />
      <PartnersHero />
      <PartnersSection />
      <WhyPartners />
      <PartnershipCta />
    </>
  )
}
