import type { Metadata } from 'next'
import { About } from '@/components/site/home/about'
import { Hero } from '@/components/site/home/hero'
import { HowItWorks, howItWorksSteps } from '@/components/site/home/how-it-works'
import { Solutions } from '@/components/site/home/solutions'
import { site } from '@/lib/site'
import { JsonLd, howToJsonLd, organizationJsonLd } from '@/lib/seo/json-ld'
import { buildMetadata } from '@/lib/seo/metadata'
import { getEnv } from '@/server/env'

export async function generateMetadata(): Promise<Metadata> {
  return buildMetadata(
    {
      title: `${site.name} | Planejamento de mídia paga com IA`,
      absoluteTitle: true,
      description: site.description,
      path: '/',
      keywords: [
        'planejamento de mídia paga',
        'mídia paga com IA',
        'AI Planner',
        'Google Ads',
        'Meta Ads',
        'plano de mídia',
        'geração de leads',
        'martech',
      ],
    },
    getEnv().SITE_URL,
  )
}

export default function HomePage() {
  const siteUrl = getEnv().SITE_URL
  return (
    <>
      <JsonLd
        data={[
          organizationJsonLd(siteUrl),
          howToJsonLd({
            name: 'Como criar um plano de mídia paga com o AI Planner',
            description: 'Do briefing ao plano de mídia em 4 passos.',
            steps: howItWorksSteps,
          }),
        ]}
      />
      <Hero />
      <About />
      <Solutions />
      <HowItWorks />
    </>
  )
}
