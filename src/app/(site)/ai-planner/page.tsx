import type { Metadata } from 'next'
import {
  aiPlannerJsonLd,
  aiPlannerMetadata,
  aiPlannerPriceLabel,
} from '@/components/site/landing/ai-planner-data'
import { AiPlannerAudience } from '@/components/site/landing/ai-planner/audience'
import { AiPlannerCallToAction } from '@/components/site/landing/ai-planner/call-to-action'
import { AiPlannerDemo } from '@/components/site/landing/ai-planner/demo'
import { AiPlannerHero } from '@/components/site/landing/ai-planner/hero'
import { AiPlannerHowItWorks } from '@/components/site/landing/ai-planner/how-it-works'
import { AiPlannerProblem } from '@/components/site/landing/ai-planner/problem'
import { AiPlannerResults } from '@/components/site/landing/ai-planner/results'
import { AiPlannerSolution } from '@/components/site/landing/ai-planner/solution'
import { AiPlannerTestimonial } from '@/components/site/landing/ai-planner/testimonial'
import { LeadFormSection } from '@/components/site/landing/lead-form-section'
import { JsonLd } from '@/lib/seo/json-ld'
import { buildMetadata } from '@/lib/seo/metadata'
import { getEnv } from '@/server/env'

export async function generateMetadata(): Promise<Metadata> {
  return buildMetadata(aiPlannerMetadata, getEnv().SITE_URL)
}

export default async function AiPlannerPage() {
  return (
    <>
      <JsonLd data={aiPlannerJsonLd(getEnv().SITE_URL)} />
      <AiPlannerHero />
      <AiPlannerProblem />
      <AiPlannerSolution />
      <AiPlannerDemo />
      <AiPlannerHowItWorks />
      <AiPlannerResults />
      <AiPlannerAudience />
      <AiPlannerTestimonial />
      <AiPlannerCallToAction />
      <LeadFormSection
        source="ai-planner"
        eyebrow="Demonstração gratuita"
        title="Solicite sua demonstração"
        intro="Preencha os dados abaixo e um especialista do MídiaPlan apresenta o AI Planner com os números do seu negócio."
        points={[
          'Demonstração ao vivo e sem compromisso',
          'Primeiro plano de mídia gratuito para a sua empresa',
          `Planos a partir de ${aiPlannerPriceLabel} por mês, com 14 dias de teste grátis`,
        ]}
      />
    </>
  )
}
